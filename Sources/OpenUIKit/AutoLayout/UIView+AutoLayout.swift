import Foundation

/// Auto Layout on views, as UIKit has it: constraints installed on views, anchors, whether the
/// autoresizing frame is kept, intrinsic size priorities.
extension UIView {
    /// UIKit's standard spacing between sibling views, used by the system-spacing anchors.
    static let systemSpacing: CGFloat = 8

    /// The smallest size `systemLayoutSizeFitting(_:)` can find, as UIKit's.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can find, as UIKit's.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = AutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    /// Whether the view's frame and ``autoresizingMask`` are turned into constraints (true, the
    /// default for views made in code). As in UIKit, once such a view takes part in Auto Layout (a
    /// constraint mentions it, or it holds constrained subviews), the engine holds it by constraints
    /// that keep its frame relative to its superview and let the flexible parts of its mask follow
    /// the superview's size, as `NSAutoresizingMaskLayoutConstraint`s (logged `h=--& v=--&`); a view
    /// no constraint reaches stays on plain autoresizing. Set it to false for the constraints to
    /// position and size the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            layoutEngineNeedsFullSync()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (by ``addConstraint(_:)`` or by activating a constraint
    /// whose closest common ancestor is this view).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs `constraint` on this view, which must be its items' common ancestor; UIKit's older
    /// spelling of activation. A constraint installed elsewhere moves here.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedView === self { return }
        constraint.installedView?.removeConstraint(constraint)
        constraint.installedView = self
        autoLayout.constraints.append(constraint)
        markUsesAutoLayout()
        constraint.items.first?.hierarchyView?.markHoldsConstrainedItems()
        constraint.items.second?.hierarchyView?.markHoldsConstrainedItems()
        layoutEngineNeedsFullSync()
        setNeedsLayout()
    }

    /// Installs each of `constraints` on this view, as ``addConstraint(_:)`` does one by one (UIKit's older
    /// spelling of `NSLayoutConstraint.activate(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on this view (it becomes inactive).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self, let storage = autoLayoutStorage else { return }
        storage.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        layoutEngineNeedsFullSync()
        setNeedsLayout()
    }

    /// Removes each of `constraints` installed on this view, as ``removeConstraint(_:)``; the others are left
    /// alone.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks this view and its ancestors as using Auto Layout, so the engine's walk visits them.
    func markUsesAutoLayout() {
        var view: UIView? = self
        while let current = view, !current.autoLayout.subtreeUsesAutoLayout {
            current.autoLayout.subtreeUsesAutoLayout = true
            view = current.superview
        }
    }

    /// Marks this view and its ancestors as holding a view a constraint names: a move of one of them
    /// must place that view again (``geometryDidChange(oldCenter:oldBounds:windowRedrawsAll:)``). Apart
    /// from ``markUsesAutoLayout()``, which the engine's walks follow: marking the way down to every
    /// item for them made a relayout of the 1000-button grid enter each button.
    func markHoldsConstrainedItems() {
        var view: UIView? = self
        while let current = view, !current.autoLayout.subtreeHoldsConstrainedItems {
            current.autoLayout.subtreeHoldsConstrainedItems = true
            view = current.superview
        }
    }

    /// A view that uses Auto Layout was added to this view: the new ancestors learn it, and the
    /// added view's own engine (from when it was a root) gives way to the new root's.
    func autoLayoutSubtreeDidArrive(_ storage: AutoLayoutStorage) {
        storage.engine = nil
        if storage.subtreeUsesAutoLayout { markUsesAutoLayout() }
        if storage.subtreeHoldsConstrainedItems { markHoldsConstrainedItems() }
        layoutEngineNeedsFullSync()
    }

    /// The closest view that contains both (either may be it), or nil in different hierarchies.
    static func closestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// Runs the engine of this view's hierarchy if it uses Auto Layout: constraints are updated,
    /// solved and the frames set, before the layout walk.
    /// The engine of the hierarchy this view is in, when a layout pass made one (it lives on the
    /// root view).
    var hierarchyLayoutEngine: LayoutEngine? {
        var step = UnretainedView(self)
        while let parent = step.superview { step = parent }
        return step.view.autoLayoutStorage?.engine
    }

    /// The hierarchy's constraints changed in structure (activated, deactivated, a view in or out,
    /// a guide, the autoresizing translation): its engine's next pass visits every constraint.
    func layoutEngineNeedsFullSync() {
        hierarchyLayoutEngine?.setNeedsFullSync()
    }

    /// The view's intrinsic size, hugging or compression resistance changed: its engine measures it
    /// again at the next pass — and its superview, whose own intrinsic size may be made of this
    /// view's (a button's of its title label's). Views outside Auto Layout cost one check.
    func layoutEngineIntrinsicSizeDidChange() {
        guard autoLayoutStorage != nil || superview?.autoLayoutStorage != nil, let engine = hierarchyLayoutEngine else { return }
        engine.intrinsicSizeDidChange(of: self)
        if let superview { engine.intrinsicSizeDidChange(of: superview) }
    }

    func updateAutoLayoutIfUsed() {
        var step = UnretainedView(self)
        while let parent = step.superview { step = parent }
        let root = step.view
        guard let storage = root.autoLayoutStorage, storage.subtreeUsesAutoLayout else { return }
        let engine = storage.engine ?? LayoutEngine(root: root)
        storage.engine = engine
        engine.update()
    }

    // MARK: Anchors

    /// The leading edge, for constraints made with anchors rather than `NSLayoutConstraint(item:...)`. Layout
    /// is left-to-right only, so it is the left edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge; layout is left-to-right only, so it is the right edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the writing direction (UIKit's `leftAnchor`).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the writing direction (UIKit's `rightAnchor`).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge of the view's frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the view's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width, a dimension: it can be set to a constant or to a multiple of another dimension.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height, a dimension: it can be set to a constant or to a multiple of another dimension.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre of the view's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre of the view's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// UIKit's baseline of the first line of text. Views do not report baselines yet, so the engine places it
    /// at the bottom edge (UIKit's answer for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// UIKit's baseline of the last line of text; placed at the bottom edge, as ``firstBaselineAnchor``.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Content size priorities

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? storage.contentHugging.horizontal : storage.contentHugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`; raise it above a
    /// competing view's so this one keeps its natural size. Lays the superview out again.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.contentHugging.horizontal = priority } else { autoLayout.contentHugging.vertical = priority }
        layoutEngineIntrinsicSizeDidChange()
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.compressionResistance.horizontal : storage.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; raise it so this view
    /// keeps its text whole when space runs out. Lays the superview out again.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        layoutEngineIntrinsicSizeDidChange()
        superview?.setNeedsLayout()
    }
}
