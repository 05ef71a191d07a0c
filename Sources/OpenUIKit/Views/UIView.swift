import Foundation

/// A rectangular area that draws content and handles touches, as UIKit's `UIView`.
///
/// Geometry follows UIKit: a view stores its ``center`` (in the superview's coordinates) and its
/// ``bounds`` (its own coordinate system); ``frame`` is derived from both, so the three always agree.
/// Hierarchy, coordinate conversion, hit testing, layout and drawing live in the `UIView+…` files.
@MainActor
open class UIView: UIResponder {
    /// The value ``intrinsicContentSize`` uses for a dimension without a natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    // Hit testing reads the geometry, the subviews and the three flags below of every view it passes
    // (every sibling, before grids of subview rectangles narrowed a click in a 1000-button grid to a
    // few candidates; small trees and app subclasses still take that path). Those reads carry no dynamic exclusivity
    // check (`@exclusivity(unchecked)`), which was most of a hit test's cost: the view tree is
    // main-actor state, so there is no second thread, and none of these properties is accessed
    // re-entrantly while being modified (their observers only read them). Measured with the
    // Benchmarks target's hit-test and click-grid workloads (issue 7). The same reasoning covers every
    // other `@exclusivity(unchecked)` property of this file: removing them costs 10.8 % of a dispatch-only
    // click, 7.7 % of a modal cycle and 3.7 % of a full frame (docs/Performance.md, "Exclusivity
    // checks", which lists every opt-out kept and removed with its measurement).
    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedBounds: CGRect

    /// The view this view is a subview of.
    public var superview: UIView? { superviewReference?.view }
    /// The superview, held unretained rather than `weak`, and cleared by the superview's `deinit`, so
    /// it never dangles: a weak reference gives every view that has subviews a side table, which makes
    /// every retain and release of it take the runtime's slow path — the largest cost of hit testing
    /// and of a button's state change (issue 7's profiles). A view is only ever a subview of a live
    /// view. Walks up the tree step through it without retaining each ancestor (``UnretainedView``).
    /// Set only with ``subviews``, by the hierarchy entries of `UIView+Invalidation.swift`.
    @exclusivity(unchecked) var superviewReference: UnretainedView?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    /// An integer an app can use to find the view again (``viewWithTag(_:)``).
    open var tag: Int = 0

    /// The color the view's bounds are filled with before ``draw(_:)``; nil fills nothing.
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        willSet { if AnimationCapture.current != nil { animatablePropertyWillChange(.backgroundColor) } }
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// The view's opacity, 0…1. Below 0.01 the view is skipped by hit testing, as in UIKit.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        willSet { if AnimationCapture.current != nil { animatablePropertyWillChange(.alpha) } }
        didSet {
            if alpha.isNaN { alpha = oldValue }
            alpha = min(max(alpha, 0), 1)
            guard alpha != oldValue else { return }
            visibilityDidChange(extentChanged: false)
            if !isReceivingTouches { focusabilityMayHaveChanged() }
        }
    }

    /// A hidden view and its subviews are not drawn and do not receive touches.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            visibilityDidChange(extentChanged: true)
            if isHidden { focusabilityMayHaveChanged() }
            superviewReference?.view.subviewHiddenDidChange(self)
        }
    }

    /// Whether drawing of subviews is clipped to this view's bounds. Both the area drawn before the
    /// change and the one drawn after it are redrawn: clipping hides what stuck out — but for a card's
    /// presenter whose compositor clips it (`UIView+CompositedCorners.swift`), which redraws nothing.
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            let oldValue = storedClipsToBounds
            guard newValue != oldValue else { return }
            clipsToBoundsWillChange(to: newValue)
            storedClipsToBounds = newValue
            clipsToBoundsDidChange(from: oldValue)
        }
    }
    /// ``clipsToBounds``' value, which a card's look sets together with the view's transform and
    /// corners (``setCardLook(_:)``), damaging what shows once for all three.
    /// Exclusivity checks off as before it moved here from `clipsToBounds` itself: the five rarely-set
    /// view flags cost +0.51 / +0.57 / +1.23 / +1.85 % of the gated workloads with the checks on
    /// (docs/Performance.md, "Exclusivity checks"). Read and written on the main actor only.
    @exclusivity(unchecked) var storedClipsToBounds = false

    /// Whether the view's drawing stops at its bounds when it is the root of what is drawn, whatever
    /// ``clipsToBounds`` says: a window's does (``UIWindow``), another view's does not.
    var clipsDrawingAsRoot: Bool { false }

    /// Whether what ``draw(_:)`` draws is cut at the bounds. On iOS `draw(_:)` paints into the layer's
    /// backing store, a bitmap the size of the bounds, so nothing it draws shows outside them, whatever
    /// ``clipsToBounds`` says (that property clips subviews and layer contents). Unclipped, a stroke
    /// along the edge drew past the view where no damage reaches: stale pixels (the fuzzers' drawn
    /// views). The engine's own drawing views answer false — a label's text, a bar's items and a
    /// spinner stay inside on their own, and a clip per label would cost every redraw; an image view's
    /// image and a button's highlight glow are layer contents on iOS, which `clipsToBounds` alone clips.
    var clipsOwnDrawing: Bool { true }

    /// When false, the view and its subviews are skipped by hit testing (and cannot have focus).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true {
        didSet { if !isUserInteractionEnabled { focusabilityMayHaveChanged() } }
    }

    /// When false (the default, as in UIKit), the view receives only the first of several simultaneous touches.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false

    /// When true, a touch on this view keeps every other view in the window from receiving touches,
    /// and this view receives none while touches are on other views.
    @exclusivity(unchecked) open var isExclusiveTouch = false
    /// Whether accessibility values were set on this view and wait in side storage (see
    /// `UIView+Accessibility.swift`). A flag rather than a reference: it fits the padding after the flags
    /// above, so views (a 1000-button grid in the benchmarks) stay the same size.
    var hasAccessibilityAttributes = false
    /// Whether animations run on this view and wait in side storage (see `UIView+Presentation.swift`);
    /// a flag in the same padding, for the same reason.
    var hasRunningAnimations = false
    /// Whether the view has a transform other than the identity, kept in side storage (see
    /// `UIView+Transform.swift`); the last byte of the same padding, so views without one pay nothing.
    var hasTransform = false
    /// Whether appearance settings most views never make (an interface-style override, trait-change
    /// registrations, corner curve, tint adjustment mode, opacity flags) wait in side storage (see
    /// `UIView+AppearanceAttributes.swift`); a flag in the same padding, for the same reason.
    var hasAppearanceAttributes = false

    /// How this view resizes when its superview's bounds change.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size changes.
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// How content (an image) is placed inside the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    #if DEBUG
    /// The number ``UnretainedView`` tells this view from a later one at the same address by.
    lazy var debugSerial = UnretainedView.register(self)
    #endif

    /// The view's own tint color; nil inherits the superview's (see ``tintColor``).
    @exclusivity(unchecked) var storedTintColor: UIColor?
    /// The last walk to the root of the tree, while valid (see `UIView+WindowPath.swift`).
    var windowPathCache: WindowPath?

    /// The class of the view's ``layer``: `CALayer` by default. A view class overrides it to be backed
    /// by another kind of layer, as UIKit's `layerClass` — `override class var layerClass: AnyClass {
    /// CAGradientLayer.self }` makes `layer as! CAGradientLayer` the view's own layer, drawn as its
    /// content under what ``draw(_:)`` draws. OpenUIKit makes its own layer classes only (see
    /// `CALayer+ViewLayer.swift`). Declared in the class, not an extension, so subclasses can override it.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer, of the class ``layerClass`` names, made the first time it is
    /// asked for: it answers the view's geometry, background, alpha, hiding and clipping, and adds what
    /// UIKit keeps only on the layer — rounded corners, border, shadow, mask, contents, standalone
    /// sublayers, and what its class draws (a shape layer's path, a gradient layer's gradient).
    public var layer: CALayer {
        if let loadedLayer { return loadedLayer }
        let made = CALayer.makeLayer(for: self)
        loadedLayer = made
        return made
    }
    /// ``layer``, once something asked for it; until then the view has no rounded corners, border,
    /// shadow or sublayers. Drawing reads the corner radius through ``layerCornerRadius``, which does
    /// not make a layer: made for every view drawn, layers were six
    /// allocations (each with its release, and an unowned reference to the view) per modal cycle and
    /// two thousand objects in the click grid (issue 16).
    private(set) var loadedLayer: CALayer?

    /// The layer's corner radius, without making a layer that was never asked for.
    var layerCornerRadius: CGFloat { loadedLayer?.cornerRadius ?? 0 }

    // The caches below (and the window path above) are cleared only through the invalidation entries
    // of `UIView+Invalidation.swift`, and `_checkInvariants()` (`UIView+Invariants.swift`) checks
    // each against a recomputation from scratch.

    /// Whether ``layoutSubviews()`` must run at the next layout pass.
    @exclusivity(unchecked) var needsLayout = true
    /// Whether this view or a descendant needs layout; lets a layout pass skip clean subtrees.
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// Which subviews need layout, so a layout pass need not look at every subview to find them
    /// (see `UIView+Layout.swift`).
    @exclusivity(unchecked) var subviewsNeedingLayout = SubviewsNeedingLayout.none

    /// Auto Layout state, made the first time the view uses Auto Layout (see ``AutoLayoutStorage``).
    var autoLayoutStorage: AutoLayoutStorage?
    /// The view's own drawing, cached until ``setNeedsDisplay()``.
    @exclusivity(unchecked) var cachedContent: [DisplayCommand]?
    /// Where ``draw(_:)``'s own commands lie in ``cachedContent``, when it drew any and they are cut at
    /// the bounds (``clipsOwnDrawing``) or blend (``drawingBlends``); rendering wraps them in a clip, a
    /// transparency layer or both.
    var specialDrawingRange: Range<Int>?
    /// Whether what ``draw(_:)`` drew, at ``specialDrawingRange``, blends (``DisplayList/containsBlend``).
    var drawingBlends = false
    /// The value of ``WindowDamage/readCount`` when this view last marked its whole area dirty.
    @exclusivity(unchecked) var areaInvalidatedAt: UInt64 = .max
    /// The ``windowCoverageEpoch`` in which the view was last found below a window whose damage
    /// covers every layer (`UIView+WindowCoverage.swift`).
    var windowCoverageStamp: UInt64 = .max
    /// ``renderedExtent`` as last computed; nil once a change may have moved it (see
    /// ``renderedExtentDidChange()``).
    @exclusivity(unchecked) var cachedRenderedExtent: CGRect?
    /// The grid hit testing uses in a view with many subviews; nil until the next hit test after the
    /// subviews or their frames change (see ``SubviewGrid``).
    @exclusivity(unchecked) var subviewHitTestGrid: SubviewGrid?
    /// The grid of the subviews' rendered extents that culling uses in a view with many subviews; nil
    /// until the next frame after the subviews or their extents change.
    @exclusivity(unchecked) var subviewRenderGrid: SubviewGrid?
    /// Whether the window's focus system has focus on this view (see ``isFocused``).
    var hasFocus = false

    /// The view controller whose root view this is: the next responder, and told about layout.
    weak var viewDelegate: (any UIViewDelegate)?

    /// The attached gesture recognizers (see UIView+Gestures.swift).
    @exclusivity(unchecked) var storedGestureRecognizers: [UIGestureRecognizer] = []

    /// Creates a view with the given frame. A non-finite component (UIKit raises
    /// `CALayerInvalidGeometry`) is reported as a `view.invalidGeometry` error and replaced by zero,
    /// since an initializer cannot refuse.
    public init(frame: CGRect) {
        let safeFrame = frame.sanitized
        storedBounds = CGRect(origin: .zero, size: safeFrame.size)
        storedCenter = CGPoint(x: safeFrame.midX, y: safeFrame.midY)
        super.init()
        if !frame.hasFiniteComponents { reportInvalidGeometry("init(frame:)", frame) }
    }

    /// Returns nil, with the warning `nib.decodingUnavailable`: UIKit decodes a view from a nib or
    /// storyboard here, and OpenUIKit has neither. Required, as in UIKit, so the boilerplate of nearly
    /// every view subclass compiles unchanged: `required init?(coder: NSCoder) { fatalError(…) }`, or
    /// `super.init(coder: coder)` followed by set-up, which then never runs (the object is never made).
    public required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    isolated deinit {
        autoLayoutStorage?.itemLifetime?.end()
        for subview in subviews where subview.superview === self { subview.superviewReference = nil }
        // Recognizers that outlive the view (held elsewhere) must not name it.
        for recognizer in storedGestureRecognizers where recognizer.viewReference == UnretainedView(self) {
            recognizer.viewReference = nil
        }
        #if DEBUG
        UnretainedView.unregister(self)
        #endif
        if hasAccessibilityAttributes { releaseAccessibilityAttributes() }
        if hasRunningAnimations { releaseRunningAnimations(all: true) }
        if hasTransform { releaseTransform() }
        loadedLayer?.owningView = nil
        if hasAppearanceAttributes { releaseAppearanceAttributes() }
        if !subviews.isEmpty { UIView.invalidateWindowPaths() }
        subviewsNeedingLayout = .none
        UIView.releaseOneAfterAnother(&subviews)
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry
    //
    // Setting `frame`, `bounds` or `center` to a value with a NaN or infinite component is refused: UIKit
    // raises `CALayerInvalidGeometry` there, so OpenUIKit reports a `view.invalidGeometry` error and
    // keeps the old geometry. A negative size is standardized (same area, positive size).

    /// The view's rectangle in its superview's coordinates, derived from ``center`` and ``bounds``.
    /// Setting it moves the center and resizes the bounds, keeping the bounds' origin.
    ///
    /// Under a ``transform`` other than the identity it is the smallest rectangle holding the
    /// transformed bounds, as UIKit documents; setting it then is undefined in UIKit, and OpenUIKit
    /// warns and does what Core Animation does (see `UIView+Transform.swift`).
    open var frame: CGRect {
        get { hasTransform ? transformedFrame : untransformedFrame }
        set {
            guard hasTransform else { return setUntransformedFrame(newValue) }
            guard newValue.hasFiniteComponents else { return reportInvalidGeometry("frame", newValue) }
            setFrameUnderTransform(newValue.standardized)
        }
    }

    /// The frame as if the view had no transform: ``center`` and the bounds' size. Auto Layout and
    /// autoresizing place views by it, as UIKit's do since iOS 8, so a scaled or turned view keeps
    /// its constraints.
    var untransformedFrame: CGRect {
        CGRect(x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
               width: storedBounds.width, height: storedBounds.height)
    }

    /// Sets ``center`` and the bounds' size from `newValue` (standardized; refused when not finite),
    /// whatever the transform. `insideWindowRedrawingAll`: the caller checked that the view is below a
    /// window whose damage already covers every layer (``geometryWillChangeInWindowRedrawingAll()``).
    func setUntransformedFrame(_ newValue: CGRect, insideWindowRedrawingAll: Bool = false) {
        guard newValue.hasFiniteComponents else { return reportInvalidGeometry("frame", newValue) }
        let safe = newValue.standardized
        guard !safe.equalsInline(untransformedFrame) else { return }
        if AnimationCapture.current != nil {
            animatablePropertyWillChange(.center)
            animatablePropertyWillChange(.bounds)
        }
        // A view below a window known to redraw all (`UIView+WindowCoverage.swift`) is found so in
        // ``geometryWillChange()``.
        let windowRedrawsAll = insideWindowRedrawingAll && UIView.animatingViewCount == 0
            ? geometryWillChangeInWindowRedrawingAll() : geometryWillChange()
        let oldCenter = storedCenter, oldBounds = storedBounds
        storedCenter = CGPoint(x: safe.midX, y: safe.midY)
        storedBounds.size = safe.size
        geometryDidChange(oldCenter: oldCenter, oldBounds: oldBounds, windowRedrawsAll: windowRedrawsAll)
    }

    /// The transform applied to the view about its center (the layer's anchor point), relative to
    /// its place in the superview, as UIKit's `transform`: drawn, hit-tested and honoured by the
    /// `convert` methods; ``center`` and ``bounds`` are unaffected and ``frame`` becomes the bounding box.
    /// Animatable in ``UIView/animate(withDuration:delay:options:animations:completion:)``. A
    /// non-finite entry is refused with a `view.invalidGeometry` error, as for the other geometry.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setTransform(newValue) }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner.
    ///
    /// The view's own drawing (background, ``draw(_:)``) is recorded in bounds coordinates, so a new
    /// origin re-records it: the background stays in place while the subviews scroll, as in UIKit.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue.hasFiniteComponents else { return reportInvalidGeometry("bounds", newValue) }
            let safe = newValue.standardized
            guard safe != storedBounds else { return }
            if AnimationCapture.current != nil { animatablePropertyWillChange(.bounds) }
            // The old area is redrawn too: a smaller bounds uncovers what was around it.
            geometryWillChange()
            let old = storedBounds
            storedBounds = safe
            geometryDidChange(oldCenter: storedCenter, oldBounds: old)
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue.isFinite else { return reportInvalidGeometry("center", newValue) }
            guard newValue != storedCenter else { return }
            if AnimationCapture.current != nil { animatablePropertyWillChange(.center) }
            geometryWillChange()
            let oldCenter = storedCenter
            storedCenter = newValue
            geometryDidChange(oldCenter: oldCenter, oldBounds: storedBounds)
        }
    }

    func reportInvalidGeometry(_ property: String, _ value: Any) {
        Diagnostics.report(Diagnostic(code: "view.invalidGeometry", severity: .error,
                                      message: "\(type(of: self)).\(property) refused non-finite geometry \(value)."))
    }

    // MARK: Tint

    /// The tint color: the view's own, else the superview's, else the system blue, as UIKit's
    /// `tintColor`, desaturated while ``tintAdjustmentMode`` is dimmed. Setting it calls
    /// ``tintColorDidChange()`` on this view and the views that inherit it.
    open var tintColor: UIColor! {
        get {
            // A loop over the ancestors' own tints, not `superview?.tintColor`: one stack frame per
            // ancestor overflowed the stack of a 10,000-deep tree (issue 8). So an ancestor's override
            // of this getter is not consulted for its subviews' inherited tint.
            // The walk retains no ancestor (see ``UnretainedView``): a getter on every button state
            // change walks to the window this way.
            var step = UnretainedView(self)
            while true {
                unowned(unsafe) let view = step.view
                if let tint = view.storedTintColor { return adjustedTint(tint) }
                guard let parent = view.superviewReference else { return adjustedTint(.systemBlue) }
                step = parent
            }
        }
        set {
            let old = tintColor
            storedTintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }

    /// Called when the effective tint color changes; UIKit views that draw with the tint redraw here.
    open func tintColorDidChange() {}

    /// The traits this view inherits without looking at its superview (see `UIView+Traits.swift`): its
    /// view controller's for a controller's root view, the runtime's for a window (``UIWindow``
    /// overrides); nil for other views, which inherit their superview's.
    var traitAnchor: UITraitCollection? { viewDelegate?.traitCollection }

    /// Called when the view's traits changed (`UIView+TraitChanges.swift` says when), with
    /// ``UITraitCollection/current`` set to the new traits; does nothing by default. Deprecated in iOS 17
    /// in favour of ``registerForTraitChanges(_:handler:)``, and still called, as there.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hierarchy notifications (see UIView+Hierarchy.swift for the order)

    /// Called before the view moves to `newSuperview` (nil when it is being removed); the first of UIKit's
    /// hierarchy notifications. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed: ``superview`` is then nil). Does
    /// nothing by default.
    open func didMoveToSuperview() {}
    /// Called, on the whole moving subtree, before the view's window changes (nil when it leaves one); only
    /// when the window actually changes. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called, on the whole moving subtree, after the view's window changed: the place to start or stop work
    /// that only matters on screen. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called on the new superview after `subview` was added to it, last of the notifications. Does nothing
    /// by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the old superview before `subview` leaves it (also when it moves to another view). Does
    /// nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing (see UIView+HitTesting.swift)

    /// Whether `point` (in this view's coordinates) is inside the bounds. Override to grow or shrink
    /// the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.containsInline(point)
    }

    /// The farthest descendant containing `point` (in this view's coordinates), as UIKit's
    /// `hitTest(_:with:)`: returns nil when the view is hidden, nearly transparent (alpha < 0.01), not
    /// interactive, or when the point is outside its bounds — even if a subview sticks out there.
    /// Subviews are tried front to back (the reverse of ``subviews``); in a view with many subviews
    /// only those whose frame can hold the point (see `SubviewGrid`).
    ///
    /// The walk over a few subviews stays in this method, so each level of a deep tree costs one stack
    /// frame: a 10,000-deep tree is hit-tested by recursion (the method is overridable), and with a
    /// helper per level it overflowed the stack under AddressSanitizer (issue 8).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isReceivingTouches, self.point(inside: point, with: event) else { return nil }
        let subviews = self.subviews
        guard subviews.count < SubviewGrid.minimumSubviewCount else { return hitTestThroughGrid(point, with: event) ?? self }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: Gesture recognizers (see UIView+Gestures.swift)

    /// Whether `gestureRecognizer` may begin (leave possible) for touches on this view; true by
    /// default. UIKit asks the recognizer's view and the views its touches were delivered to, so a view
    /// (such as a control) can veto a recognizer of one of its ancestors.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Focus (see Focus/UIFocusSystem.swift)

    /// Whether the view can have keyboard focus, as UIKit's `canBecomeFocused`: false for a plain view;
    /// ``UIControl`` answers true while it is enabled, visible and interactive. Override to make a custom
    /// view focusable. The focus system also requires the view and its ancestors to be shown (not
    /// hidden, alpha at least 0.01, interactive) and in the frontmost presented content.
    open var canBecomeFocused: Bool { false }

    /// Asked before focus moves away from or onto this view or one of its descendants, as UIKit's
    /// `shouldUpdateFocus(in:)`; returning false keeps focus where it is. True by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Called after focus moved away from or onto this view or one of its descendants, as UIKit's
    /// `didUpdateFocus(in:with:)`; animations added to `coordinator` run with the change.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Layout (see UIView+Layout.swift)

    /// Override to position subviews. The default does nothing (autoresizing already happened when
    /// the size changed).
    open func layoutSubviews() {}

    /// Override to add or change this view's constraints when ``setNeedsUpdateConstraints()`` asked
    /// for it, as UIKit's; called by the layout pass before the constraints are solved, subviews
    /// first. Overrides call `super.updateConstraints()` last. The default does nothing.
    open func updateConstraints() {}

    /// Called when the view's ``safeAreaInsets`` changed, before the constraints that use them are
    /// solved (a rotation, a view controller's additional insets, the view moving). OpenUIKit notices
    /// the change in the layout pass of views whose ``safeAreaLayoutGuide`` takes part in Auto Layout.
    /// Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's layout margins changed: at once when ``layoutMargins`` or
    /// ``directionalLayoutMargins`` is set to a new value, and in the layout pass when the margins
    /// Auto Layout uses move for another reason (the safe area,
    /// ``preservesSuperviewLayoutMargins``) — noticed, as the safe area's change, for views whose
    /// ``layoutMarginsGuide`` takes part in Auto Layout. Does nothing by default.
    open func layoutMarginsDidChange() {}

    /// The size that best fits `size`; the default returns the current size, as UIKit's.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedBounds.size
    }

    /// The natural size of the content; ``noIntrinsicMetric`` in a dimension without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its intrinsic size changed: its superview is laid out again.
    open func invalidateIntrinsicContentSize() {
        layoutEngineIntrinsicSizeDidChange()
        superview?.setNeedsLayout()
        setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// A subview's ``isHidden`` changed. Internal: ``UIStackView`` collapses or restores an arranged
    /// view here (UIKit's stack view observes its arranged views); other views do nothing.
    func subviewHiddenDidChange(_ subview: UIView) {}

    /// A subview's ``intrinsicContentSize`` was invalidated. Internal: ``UIStackView`` rebuilds the
    /// constraints that read it; other views do nothing.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    // MARK: Drawing (see UIView+Rendering.swift)

    /// Override to draw the view's content into ``UIGraphicsGetCurrentContext()``, in bounds
    /// coordinates. The background color and layer border are drawn around it by the engine.
    open func draw(_ rect: CGRect) {}

    // MARK: Accessibility (see UIView+Accessibility.swift)
    //
    // UIKit declares these on NSObject (the UIAccessibility informal protocol) and its classes override
    // them. Each answers the value the app set, else the class's default (the `default…` members
    // below, which the engine's views and controls override, as UIKit's do); setting nil restores the
    // default. An app's subclass overrides the public property, as on iOS:
    // `override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }`.

    /// Whether assistive technologies see this view as one element (its subviews are then not
    /// visited), as UIKit's `isAccessibilityElement`: false for a plain view, which is a container of
    /// its subviews; true for controls and labels, as UIKit's.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? defaultIsAccessibilityElement }
        set { updateAccessibilityAttributes { $0.isElement = newValue } }
    }

    /// A short name for the element ("Download"): a button's title and a label's text by default.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes?.label ?? defaultAccessibilityLabel }
        set { updateAccessibilityAttributes { $0.label = newValue } }
    }

    /// The element's current value when the label does not say it ("50 %"); nil by default.
    open var accessibilityValue: String? {
        get { accessibilityAttributes?.value ?? defaultAccessibilityValue }
        set { updateAccessibilityAttributes { $0.value = newValue } }
    }

    /// What activating the element does ("Downloads the file"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilityAttributes?.hint ?? defaultAccessibilityHint }
        set { updateAccessibilityAttributes { $0.hint = newValue } }
    }

    /// A string that identifies the element to tests, never spoken (UIKit's
    /// `UIAccessibilityIdentification`); nil by default, except where UIKit gives one (a navigation
    /// bar's is its title).
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier ?? defaultAccessibilityIdentifier }
        set { updateAccessibilityAttributes { $0.identifier = newValue } }
    }

    /// What the element is and its state: `.button` (with `.selected` and `.notEnabled` following its
    /// state) for a button, `.staticText` for a label, `.image` for an image view, none for a plain view.
    /// A value set here replaces the default whole.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes?.traits ?? defaultAccessibilityTraits }
        set { updateAccessibilityAttributes { $0.traits = newValue } }
    }

    /// The element's rectangle in screen coordinates: by default the view's bounds converted to the
    /// screen, recomputed on each read (so it follows layout), as UIKit's default.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes?.frame ?? defaultAccessibilityFrame }
        set { updateAccessibilityAttributes { $0.frame = newValue } }
    }

    /// The elements this container holds, in reading order, as UIKit's `accessibilityElements`:
    /// views and ``UIAccessibilityElement``s. Nil (the default for most views) means the subviews,
    /// back to front.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes?.elements ?? defaultAccessibilityElements }
        set { updateAccessibilityAttributes { $0.elements = newValue } }
    }

    /// Whether assistive technologies ignore the elements of this view's siblings, as UIKit's
    /// `accessibilityViewIsModal`: true for an alert and for the container of a presentation, so what is
    /// behind a presented sheet is not reachable.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes?.viewIsModal ?? defaultAccessibilityViewIsModal }
        set { updateAccessibilityAttributes { $0.viewIsModal = newValue } }
    }

    /// Whether the elements in this view (itself included) are hidden from assistive technologies;
    /// false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes?.elementsHidden ?? false }
        set { updateAccessibilityAttributes { $0.elementsHidden = newValue } }
    }

    /// The extra actions assistive technologies offer on this element (VoiceOver's actions rotor), as
    /// UIKit's `accessibilityCustomActions`; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes?.customActions }
        set { updateAccessibilityAttributes { $0.customActions = newValue } }
    }

    /// Performs the element's action for an assistive technology, as UIKit's
    /// `accessibilityActivate()`: returns whether it did. False by default, which tells the caller to
    /// tap the element's center instead (what VoiceOver does, and what the testing queries do).
    open func accessibilityActivate() -> Bool { false }

    /// Moves an adjustable element's value up one step (VoiceOver's swipe up), as UIKit's
    /// `accessibilityIncrement()`: nothing by default; a slider and a page control override it.
    open func accessibilityIncrement() {}

    /// Moves an adjustable element's value down one step (VoiceOver's swipe down), as UIKit's
    /// `accessibilityDecrement()`: nothing by default.
    open func accessibilityDecrement() {}

    /// Whether this view is an element when the app set nothing (see ``isAccessibilityElement``).
    var defaultIsAccessibilityElement: Bool { false }
    /// The label when the app set none.
    var defaultAccessibilityLabel: String? { nil }
    /// The value when the app set none.
    var defaultAccessibilityValue: String? { nil }
    /// The hint when the app set none.
    var defaultAccessibilityHint: String? { nil }
    /// The identifier when the app set none.
    var defaultAccessibilityIdentifier: String? { nil }
    /// The traits when the app set none.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    /// The contained elements when the app set none (nil: the subviews).
    var defaultAccessibilityElements: [Any]? { nil }
    /// Whether the view is modal for accessibility when the app set nothing.
    var defaultAccessibilityViewIsModal: Bool { false }

    // MARK: Responder chain

    /// The view controller that owns this view, if it is one's root view, else the superview, as UIKit.
    open override var next: UIResponder? {
        if let viewDelegate { return viewDelegate }
        return superview
    }
}
