import Foundation

/// A rectangle that draws a background, border, shadow, image or custom content and holds
/// sublayers, as Core Animation's `CALayer`.
///
/// Two kinds exist, as in UIKit:
/// - **A view's own layer** (`view.layer`), made the first time it is asked for — a view that never
///   asks has none, so the thousands of plain views and buttons of a screen pay nothing. It answers
///   the view's geometry and the view's settings: ``frame``, ``bounds`` and ``position`` (the view's
///   `center`), ``backgroundColor``, ``opacity`` (`alpha`), ``isHidden`` and ``masksToBounds``
///   (`clipsToBounds`) read and write the view's; its ``delegate`` is the view. The other properties
///   (corners, border, shadow, mask, contents) are the layer's own and the view draws them.
/// - **A standalone layer** (`CALayer()`, ``CAShapeLayer``, ``CAGradientLayer``), added to a view's
///   layer or to another layer with ``addSublayer(_:)``; it stores everything itself and is drawn in
///   the tree where it sits, between the subviews' layers (see `CALayer+Sublayers.swift`).
///
/// Geometry follows Core Animation: ``position`` is where the ``anchorPoint`` (unit coordinates of
/// the bounds, the center by default) lies in the superlayer, and ``frame`` is derived from
/// ``position``, ``anchorPoint`` and ``bounds``. Non-finite geometry is refused with a
/// `layer.invalidGeometry` error (Core Animation raises `CALayerInvalidGeometry`).
///
/// Every property that changes what is drawn is set through ``setProperty(_:from:to:_:)``, which damages
/// the old and new area through the engine's one invalidation path (`UIView+Invalidation.swift`).
@MainActor
open class CALayer: NSObject {
    /// The view whose layer this is, unowned (the view owns its layer; a weak reference would give
    /// the view a side table, slowing every retain of it); nil for a standalone layer. The view's
    /// `deinit` clears it, so a layer an app keeps after its view is gone never reaches a released
    /// view: it becomes an empty standalone layer (Core Animation's would keep a nil delegate).
    unowned var owningView: UIView?

    // The model values of a standalone layer; a view's layer reads its view's instead for the
    // geometry, background, opacity, hiding and clipping.
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedZPosition: CGFloat = 0
    var storedBackgroundColor: CGColor?
    var storedOpacity: Float = 1
    var storedIsHidden = false
    var storedMasksToBounds = false
    var storedCornerRadius: CGFloat = 0
    var storedMaskedCorners = CACornerMask.all
    var storedCornerCurve = CALayerCornerCurve.circular
    var storedBorderWidth: CGFloat = 0
    var storedBorderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var storedShadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var storedShadowOpacity: Float = 0
    var storedShadowOffset = CGSize(width: 0, height: -3)
    var storedShadowRadius: CGFloat = 3
    var storedShadowPath: CGPath?
    var storedMask: CALayer?
    var storedContents: Any?
    var storedContentsGravity = CALayerContentsGravity.resize
    var storedContentsScale: CGFloat = 1
    var storedTransform = CATransform3DIdentity

    /// The standalone sublayers, back to front. For a standalone layer these are all its sublayers;
    /// for a view's layer only the standalone ones — the subviews' layers are the view's subviews,
    /// and ``subviewBelow`` places each standalone one among them.
    var ownSublayers: [CALayer] = []
    /// The layer this one is a sublayer of, when it is a standalone layer.
    weak var parentLayer: CALayer?
    /// The layer this one masks (``mask``), which it is drawn for.
    weak var maskedLayer: CALayer?
    /// For a standalone sublayer of a view's layer: the subview whose layer lies directly below it
    /// (by identity), nil below every subview — how the interleaving of subview layers and standalone
    /// sublayers is stored without a list that every `addSubview` would have to update: a subview
    /// added later goes above the layers anchored to the subview below it, and a subview that leaves
    /// or moves hands its layers to the subview below it first (``UIView/sublayersWillLoseAnchor(at:)``).
    var subviewBelow: ObjectIdentifier?
    /// What ``display()`` recorded (``draw(in:)``): the layer's drawn content, as Core Animation's
    /// backing store; nil until it displays.
    var drawnContent: [DisplayCommand]?
    /// Whether ``display()`` runs before the layer is next drawn.
    var needsDisplayFlag = false
    /// Whether ``layoutSublayers()`` runs at the next layout pass.
    var needsLayoutFlag = false
    /// The explicit animations running on the layer and its presentation copy; nil while none runs
    /// (`CALayer+Animations.swift`).
    var animationState: LayerAnimations? {
        didSet {
            if oldValue == nil, animationState != nil { CALayer.animatedLayerCount += 1 }
            if oldValue != nil, animationState == nil { CALayer.animatedLayerCount -= 1 }
        }
    }
    /// How many layers have had explicit animations since their last one ended (``animationState``):
    /// while none has, a view's presented values need not read its layer, which every moving view's
    /// step and drawing did several times a frame — each read retains and releases the layer
    /// (docs/Performance.md, "Session 14 — animation speed"). A layer released while it animates is
    /// still counted: the count errs only towards reading the layer.
    static var animatedLayerCount = 0
    /// The transaction in which the layer was last added to a superlayer: changes within it start
    /// no implicit animations, as Core Animation animates only layers already on screen.
    weak var addedInTransaction: CATransactionState?
    /// For a copy ``presentation()`` made: the layer it presents (``model()``).
    weak var modelLayer: CALayer?
    /// The delegate of a standalone layer (a view's layer answers its view).
    private weak var storedDelegate: (any CALayerDelegate)?

    /// A standalone layer with Core Animation's defaults: empty bounds at the origin, no background,
    /// opaque, a black border of width 0, a black shadow of opacity 0.
    public override init() {
        owningView = nil
        super.init()
    }

    /// A copy of `layer`'s properties (not its sublayers), as Core Animation makes presentation
    /// layers; a subclass that overrides it copies its own properties after calling it.
    public init(layer: Any) {
        owningView = nil
        super.init()
        guard let other = layer as? CALayer else { return }
        takeProperties(of: other)
    }

    /// Copies `other`'s properties (not its sublayers, delegate or animations): what
    /// ``init(layer:)`` copies, and what a presentation copy takes from its model each frame
    /// (`CALayer+Animations.swift`). A layer class with properties of its own adds them.
    func takeProperties(of other: CALayer) {
        storedBounds = other.bounds
        storedPosition = other.position
        storedAnchorPoint = other.anchorPoint
        storedZPosition = other.zPosition
        storedBackgroundColor = other.backgroundColor
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        storedCornerRadius = other.storedCornerRadius
        storedMaskedCorners = other.storedMaskedCorners
        storedCornerCurve = other.storedCornerCurve
        storedBorderWidth = other.storedBorderWidth
        storedBorderColor = other.storedBorderColor
        storedShadowColor = other.storedShadowColor
        storedShadowOpacity = other.storedShadowOpacity
        storedShadowOffset = other.storedShadowOffset
        storedShadowRadius = other.storedShadowRadius
        storedShadowPath = other.storedShadowPath
        storedContents = other.storedContents
        storedContentsGravity = other.storedContentsGravity
        storedContentsScale = other.storedContentsScale
        storedTransform = other.transform
        name = other.name
        isOpaque = other.isOpaque
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }

    /// A copy of this layer's properties in a layer of its class (a shape layer's is a shape layer),
    /// which a presentation is made of. An app's subclass gets its nearest OpenUIKit class: there
    /// is no way to call an initializer it did not mark `required`.
    func propertiesCopy() -> CALayer {
        CALayer(layer: self)
    }

    /// Returns nil, with the warning `nib.decodingUnavailable`: there are no archives to decode a
    /// layer from. Declared so a subclass's `required init?(coder:)` compiles unchanged.
    public required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    // MARK: Geometry

    /// The layer's own coordinate system; its size is the layer's size. A view's layer answers the
    /// view's `bounds`.
    open var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let owningView { return owningView.bounds = newValue }
            guard newValue.hasFiniteComponents else { return reportInvalidGeometry("bounds", newValue) }
            setProperty(.bounds, from: storedBounds, to: newValue.standardized) { storedBounds = $0 }
        }
    }

    /// Where the ``anchorPoint`` lies in the superlayer's coordinates. A view's layer answers the
    /// view's `center`.
    open var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let owningView { return owningView.center = newValue }
            guard newValue.isFinite else { return reportInvalidGeometry("position", newValue) }
            setProperty(.position, from: storedPosition, to: newValue) { storedPosition = $0 }
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` places: (0.5, 0.5), the center,
    /// by default. A view's layer keeps the center: its frame is the view's, which UIKit derives from
    /// its center; another value is refused with a `layer.viewAnchorPoint` warning.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard newValue.isFinite else { return reportInvalidGeometry("anchorPoint", newValue) }
            if owningView != nil {
                if newValue != storedAnchorPoint {
                    Diagnostics.warn("layer.viewAnchorPoint",
                                     "A view's layer keeps anchorPoint (0.5, 0.5) in OpenUIKit; \(newValue) ignored.")
                }
                return
            }
            setProperty(.anchorPoint, from: storedAnchorPoint, to: newValue) { storedAnchorPoint = $0 }
        }
    }

    /// The rectangle the layer covers in its superlayer's coordinates, derived from ``position``,
    /// ``anchorPoint``, ``bounds``' size and ``transform`` (the bounding box of the transformed
    /// bounds), as Core Animation defines it. Setting it sets the position and the bounds' size
    /// (keeping the bounds' origin); under a transform that is not the identity the outcome is
    /// undefined in Core Animation, and here the rectangle is taken as the untransformed frame.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            if let transformToSuperlayer { return storedBounds.applying(transformToSuperlayer) }
            let size = storedBounds.size
            return CGRect(x: storedPosition.x - storedAnchorPoint.x * size.width,
                          y: storedPosition.y - storedAnchorPoint.y * size.height, width: size.width, height: size.height)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            guard newValue.hasFiniteComponents else { return reportInvalidGeometry("frame", newValue) }
            let frame = newValue.standardized
            bounds = CGRect(origin: storedBounds.origin, size: frame.size)
            position = CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width,
                               y: frame.minY + storedAnchorPoint.y * frame.height)
        }
    }

    /// The layer's place along the z axis: standalone sibling layers draw in increasing `zPosition`,
    /// in sublayer order among equals, as Core Animation orders them. A view's layer stores it, but
    /// views draw in their subview order.
    open var zPosition: CGFloat {
        get { storedZPosition }
        set {
            guard newValue.isFinite else { return reportInvalidGeometry("zPosition", newValue) }
            setProperty(.zPosition, from: storedZPosition, to: newValue) { storedZPosition = $0 }
        }
    }

    // MARK: Appearance

    /// The color the bounds are filled with (with the rounded corners), under the content; nil fills
    /// nothing. A view's layer answers the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let owningView { return owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            setProperty(.backgroundColor, from: storedBackgroundColor, to: newValue) { storedBackgroundColor = $0 }
        }
    }

    /// The opacity the layer and its sublayers are composited with, 0…1 (values outside are clamped,
    /// NaN is ignored). A view's layer answers the view's `alpha`.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            guard !newValue.isNaN else { return }
            if let owningView { return owningView.alpha = CGFloat(newValue) }
            setProperty(.opacity, from: storedOpacity, to: min(max(newValue, 0), 1)) { storedOpacity = $0 }
        }
    }

    /// Whether the layer and its sublayers are not drawn. A view's layer answers the view's `isHidden`.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedIsHidden }
        set {
            if let owningView { return owningView.isHidden = newValue }
            setProperty(.isHidden, from: storedIsHidden, to: newValue) { storedIsHidden = $0 }
        }
    }

    /// Whether the sublayers and the contents are clipped to the bounds — to the rounded corners too
    /// when ``cornerRadius`` is set. A view's layer answers the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let owningView { return owningView.clipsToBounds = newValue }
            setProperty(.masksToBounds, from: storedMasksToBounds, to: newValue) { storedMasksToBounds = $0 }
        }
    }

    /// The radius of the rounded corners of the background, the border, and (with ``masksToBounds``)
    /// the clip; clamped to half the shorter side when drawn. Negative or non-finite values count as 0.
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            let radius = newValue.isFinite ? max(newValue, 0) : 0
            setProperty(.cornerRadius, from: storedCornerRadius, to: radius) { storedCornerRadius = $0 }
        }
    }

    /// Which corners ``cornerRadius`` rounds: all four by default.
    open var maskedCorners: CACornerMask {
        get { storedMaskedCorners }
        set { setProperty(.maskedCorners, from: storedMaskedCorners, to: newValue) { storedMaskedCorners = $0 } }
    }

    /// The width of the border, drawn inside the bounds over the content and the sublayers, as Core
    /// Animation composites it. Negative or non-finite values count as 0.
    open var borderWidth: CGFloat {
        get { storedBorderWidth }
        set {
            let width = newValue.isFinite ? max(newValue, 0) : 0
            setProperty(.borderWidth, from: storedBorderWidth, to: width) { storedBorderWidth = $0 }
        }
    }

    /// The border's color: opaque black by default, as Core Animation's; nil draws no border.
    open var borderColor: CGColor? {
        get { storedBorderColor }
        set { setProperty(.borderColor, from: storedBorderColor, to: newValue) { storedBorderColor = $0 } }
    }

    /// The shadow's color: opaque black by default; it is drawn with ``shadowOpacity``.
    open var shadowColor: CGColor? {
        get { storedShadowColor }
        set { setProperty(.shadowColor, from: storedShadowColor, to: newValue) { storedShadowColor = $0 } }
    }

    /// The shadow's opacity, 0…1: 0 by default, so no shadow is drawn until it is raised.
    open var shadowOpacity: Float {
        get { storedShadowOpacity }
        set {
            guard !newValue.isNaN else { return }
            setProperty(.shadowOpacity, from: storedShadowOpacity, to: min(max(newValue, 0), 1)) { storedShadowOpacity = $0 }
        }
    }

    /// How far the shadow lies from the layer: (0, -3) by default, as Core Animation's (which on iOS
    /// puts it above the layer).
    open var shadowOffset: CGSize {
        get { storedShadowOffset }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return reportInvalidGeometry("shadowOffset", newValue) }
            setProperty(.shadowOffset, from: storedShadowOffset, to: newValue) { storedShadowOffset = $0 }
        }
    }

    /// The shadow's blur radius in points (3 by default). OpenUIKit blurs with three box blurs, which
    /// approximate a Gaussian of standard deviation about `shadowRadius` reaching three times as far
    /// (see `CairoCanvas+Shadows.swift`). Negative or non-finite values count as 0.
    open var shadowRadius: CGFloat {
        get { storedShadowRadius }
        set {
            let radius = newValue.isFinite ? max(newValue, 0) : 0
            setProperty(.shadowRadius, from: storedShadowRadius, to: radius) { storedShadowRadius = $0 }
        }
    }

    /// The shape of the shadow, in the layer's coordinates; nil (the default) casts it from the
    /// layer's own shape: its rounded bounds when it draws a background, border, contents or
    /// gradient, a shape layer's path. (Core Animation casts it from the composited pixels, sublayers
    /// included; set a `shadowPath` for a layer whose only content is its sublayers.)
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { setProperty(.shadowPath, from: storedShadowPath, to: newValue) { storedShadowPath = $0 } }
    }

    /// A layer whose drawn alpha masks this layer: only where the mask draws does this layer show,
    /// in its coordinates (the mask's frame is in this layer's bounds). The mask has no superlayer.
    open var mask: CALayer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if let newValue, newValue === self || newValue.owningView != nil {
                return Diagnostics.warn("layer.invalidMask", "A layer cannot mask itself, nor be masked by a view's layer; ignored.")
            }
            setPropertyUnchecked(.mask) {
                storedMask?.maskedLayer = nil
                newValue?.removeFromSuperlayer()
                storedMask = newValue
                newValue?.maskedLayer = self
            }
        }
    }

    /// The image the layer shows: a ``CGImage`` (`UIImage.cgImage`), as Core Animation's `contents`,
    /// placed by ``contentsGravity`` over the background and under the drawn content. Anything else
    /// shows nothing, as on iOS (a `UIImage` there must be passed as its `cgImage`).
    open var contents: Any? {
        get { storedContents }
        set { setPropertyUnchecked(.contents) { storedContents = newValue } }
    }

    /// How ``contents`` is placed in the bounds: stretched (``CALayerContentsGravity/resize``) by default.
    open var contentsGravity: CALayerContentsGravity {
        get { storedContentsGravity }
        set { setProperty(.contentsGravity, from: storedContentsGravity, to: newValue) { storedContentsGravity = $0 } }
    }

    /// The pixels per point of ``contents``: an image `width` pixels wide is `width / contentsScale`
    /// points wide where gravity keeps its size. 1 for a standalone layer, the screen's scale for a
    /// view's layer, as in UIKit. Non-finite or non-positive values are ignored.
    open var contentsScale: CGFloat {
        get { storedContentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            setProperty(.contentsScale, from: storedContentsScale, to: newValue) { storedContentsScale = $0 }
        }
    }

    // MARK: Stored settings

    /// A name an app can find the layer by; not used by the engine.
    open var name: String?
    /// Whether the app promises the layer is fully opaque; stored, as Core Animation uses it only to
    /// skip blending.
    open var isOpaque = false
    /// Whether edges are antialiased under a transform; stored (edges are always antialiased here).
    open var allowsEdgeAntialiasing = false
    /// Whether a new bounds size redraws the content (``setNeedsDisplay()``): false by default.
    open var needsDisplayOnBoundsChange = false

    /// The actions for property keys (``action(forKey:)`` looks here after the delegate): `NSNull`
    /// for a key turns its implicit animation off, an animation replaces it.
    open var actions: [String: any CAAction]?

    /// The action to run when the property `event` changes, as Core Animation looks it up: the
    /// delegate's ``CALayerDelegate/action(for:forKey:)``, then ``actions``, then the class's
    /// ``defaultAction(forKey:)``, then — for a property OpenUIKit animates — an implicit
    /// ``CABasicAnimation`` from the value drawn now, over ``CATransaction/animationDuration()`` with
    /// the transaction's timing function (Core Animation's default curve without one). `NSNull` from
    /// any of them stops the search and animates nothing.
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = Swift.type(of: self).defaultAction(forKey: event) { return action }
        return implicitAnimation(forKey: event)
    }

    /// The action for `event` that a layer class supplies: none by default, as Core Animation's.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    /// The object that draws and lays the layer out; a view's layer answers its view, as in UIKit.
    /// Held weakly.
    open var delegate: (any CALayerDelegate)? {
        get { owningView ?? storedDelegate }
        set {
            guard owningView == nil else {
                return Diagnostics.warn("layer.viewLayerDelegate", "A view's layer keeps its view as delegate; ignored.")
            }
            storedDelegate = newValue
        }
    }

    // MARK: Drawing, layout and hit testing to override (see CALayer+Display.swift, CALayer+Geometry.swift)

    /// Records the layer's content: the delegate's ``CALayerDelegate/display(_:)`` when there is a
    /// delegate, else ``draw(in:)`` (``recordDrawing()``). A view's layer redraws its view at the next
    /// frame. Called before the layer is drawn when ``setNeedsDisplay()`` marked it.
    open func display() {
        displayContent()
    }

    /// Draws the layer's content into `ctx`, in its bounds coordinates: override it, or let the
    /// delegate draw (``CALayerDelegate/draw(_:in:)``, the default).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Lays out the sublayers: asks the delegate (``CALayerDelegate/layoutSublayers(of:)``); a view's
    /// layer lays out its view. Override to place sublayers; the layout pass calls it when
    /// ``setNeedsLayout()`` or a new bounds size marked the layer.
    open func layoutSublayers() {
        layOutThroughDelegate()
    }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds, as Core Animation's `contains(_:)`.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant (this layer included) containing `p`, given in the superlayer's
    /// coordinates, as Core Animation's `hitTest(_:)`: sublayers front to back first (a hidden one is
    /// skipped; outside a layer that masks to its bounds none is tried), then this layer's
    /// ``contains(_:)``. Nil when none contains it.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestTree(p)
    }

    // MARK: What a layer class draws (see CALayer+Rendering.swift)

    /// Appends what this class of layer draws over its background and contents image, in its bounds
    /// coordinates: nothing for a plain layer; a shape layer's path, a gradient layer's gradient.
    func appendClassContent(into commands: inout [DisplayCommand], bounds: CGRect) {}

    /// The area ``appendClassContent(into:bounds:)`` may draw outside `bounds` (null: none).
    func classContentExtent(in bounds: CGRect) -> CGRect { .null }

    /// The shape this class of layer casts a shadow from without a ``shadowPath``, when it has its
    /// own (a shape layer's path); nil uses the rounded bounds, when the layer draws anything.
    func classShadowShape(in bounds: CGRect) -> DisplayPath? { nil }

    /// Whether this class of layer draws over its whole bounds (a gradient does), so its rounded
    /// bounds cast a shadow.
    var classFillsBounds: Bool { false }

    func reportInvalidGeometry(_ property: String, _ value: Any) {
        Diagnostics.report(Diagnostic(code: "layer.invalidGeometry", severity: .error,
                                      message: "\(Swift.type(of: self)).\(property) refused non-finite geometry \(value)."))
    }
}
