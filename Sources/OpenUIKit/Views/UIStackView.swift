import Foundation

/// A view that lines up its arranged subviews in a row or a column, as UIKit's `UIStackView`: it
/// writes the Auto Layout constraints an app would otherwise write by hand and keeps them up to date
/// as views are added, removed, hidden or shown, or as its properties change.
///
/// As in UIKit, the stack view's constraints are ordinary ``NSLayoutConstraint``s installed on the
/// stack view itself, named with UIKit's `UISV-` identifiers (they show in its ``UIView/constraints``
/// and in unsatisfiable-constraint logs, as UIKit's do), rebuilt in ``updateConstraints()`` when
/// something changed. Equal gaps and equal centre distances are spacer ``UILayoutGuide``s the stack
/// view keeps to itself, not listed in ``UIView/layoutGuides``. Adding a view as an arranged subview
/// turns its ``UIView/translatesAutoresizingMaskIntoConstraints`` off, as UIKit does.
///
/// A hidden arranged view collapses: its length along the axis becomes zero, it sits where it was in
/// the line, and the spacing on one side of it disappears; showing it restores it. Changing
/// ``UIView/isHidden`` inside a ``UIView/animate(withDuration:animations:)`` block animates the other
/// views to their new frames, as UIKit's does (the stack view lays itself out inside the block).
///
/// The stack view draws only its background, as UIKit's since iOS 14.
@MainActor
open class UIStackView: UIView {
    /// The value of ``customSpacing(after:)`` for a view without custom spacing (passing it to
    /// ``setCustomSpacing(_:after:)`` removes the custom spacing). UIKit does not document the
    /// number; OpenUIKit uses the largest `Float`, a length no layout uses.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that asks for UIKit's standard spacing between sibling views (8 points), usable as
    /// ``spacing`` or as a custom spacing. UIKit does not document the number; OpenUIKit uses the
    /// smallest normal `Float`, a length no layout uses.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lines up, in order (a subset of ``UIView/subviews``, which may hold other
    /// views the stack leaves alone).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the line: `.horizontal` (a row, the default) or `.vertical` (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { invalidateArrangement() } }
    }

    /// How the views are sized and placed along ``axis``; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateArrangement() } }
    }

    /// How the views are placed across ``axis``; `.fill` by default. The baseline alignments are
    /// UIKit's for horizontal stacks only: a vertical stack with one fills instead and logs
    /// `layout.stackView.baselineAlignment` at its next layout.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateArrangement() } }
    }

    /// The gap between adjacent arranged views (their minimum gap for `.equalSpacing` and
    /// `.equalCentering`); negative overlaps them. ``spacingUseSystem`` asks for the standard 8 points.
    /// A non-finite value is refused with `layout.stackView.invalidSpacing`, keeping the old one.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                Diagnostics.warn("layout.stackView.invalidSpacing", "A stack view's spacing must be finite; \(spacing) refused.")
                spacing = oldValue
                return
            }
            if spacing != oldValue { invalidateArrangement() }
        }
    }

    /// Whether, in a vertical stack, the gap is measured from a view's last baseline to the next
    /// view's first baseline rather than between their frames (baselines lie at the bottom edge of
    /// every view here, see the README's differences). False by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// Whether the views are laid out inside the stack view's ``UIView/layoutMargins`` rather than its
    /// bounds. False by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// The custom gaps, keyed by the arranged view they follow.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made (installed on itself), replaced at each rebuild.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The spacer guides of the equal-spacing distributions, kept alive here.
    var spacerGuides: [UILayoutGuide] = []
    /// Whether ``arrangementConstraints`` must be rebuilt at the next constraint pass.
    var needsArrangement = true

    /// Makes an empty horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a horizontal stack view that arranges `views` in order (each becomes a subview), as
    /// UIKit's `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// Adds `view` to the end of ``arrangedSubviews`` (moving it there if it is already arranged) and
    /// makes it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        let isArranged = arrangedSubviews.contains { $0 === view }
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged ? 1 : 0))
    }

    /// Puts `view` at `stackIndex` of ``arrangedSubviews``, shifting the views from there on (an
    /// arranged view moves), and makes it a subview if it is not one. UIKit raises for an index past
    /// the end; OpenUIKit logs `layout.stackView.indexOutOfRange` and leaves the stack unchanged, as
    /// it does (`layout.stackView.invalidArrangedSubview`) for the stack view itself or one of its
    /// ancestors.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            Diagnostics.warn("layout.stackView.indexOutOfRange",
                             "Index \(stackIndex) is out of bounds for a stack view with \(arrangedSubviews.count) arranged subviews; the view is not inserted.")
            return
        }
        var ancestor: UIView? = self
        while let current = ancestor {
            guard current !== view else {
                Diagnostics.warn("layout.stackView.invalidArrangedSubview",
                                 "A stack view cannot arrange itself or one of its superviews; the view is not inserted.")
                return
            }
            ancestor = current.superview
        }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        invalidateArrangement()
    }

    /// Stops arranging `view`; as in UIKit it stays a subview, where it was, until the app removes it
    /// (``UIView/removeFromSuperview()`` does both).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    /// A subview that leaves the stack view leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Custom spacing

    /// Sets the gap after `arrangedSubview` (to the next arranged view), overriding ``spacing`` there;
    /// ``spacingUseDefault`` goes back to ``spacing`` and ``spacingUseSystem`` asks for 8 points. A
    /// view that is not arranged, or a non-finite spacing, is refused with
    /// `layout.stackView.invalidCustomSpacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite, arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            Diagnostics.warn("layout.stackView.invalidCustomSpacing",
                             "Custom spacing \(spacing) refused: the spacing must be finite and the view one of the stack view's arranged subviews.")
            return
        }
        let id = ObjectIdentifier(arrangedSubview)
        let newValue: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[id] != newValue else { return }
        customSpacings[id] = newValue
        invalidateArrangement()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Keeping the constraints up to date

    /// Rebuilds the stack view's constraints when something changed, then lets subclasses add theirs.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangementConstraints()
        }
        super.updateConstraints()
    }

    /// Something the constraints depend on changed: they are rebuilt at the next layout pass.
    func invalidateArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view was hidden or shown: it collapses or comes back. Inside an animation block
    /// the stack view lays its hierarchy out at once, so the frames that change animate (UIKit's
    /// behaviour for `isHidden` set in `UIView.animate`).
    override func subviewHiddenDidChange(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        invalidateArrangement()
        guard AnimationCapture.current != nil else { return }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        root.layoutIfNeeded()
    }

    /// An arranged view's natural size changed: the distributions that read it (all but
    /// `.fillEqually`) rebuild their constraints.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        guard distribution != .fillEqually, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        invalidateArrangement()
    }
}
