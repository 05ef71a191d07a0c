import Foundation

/// The root of a view hierarchy and the place touches are dispatched, as UIKit's `UIWindow`.
///
/// A window is hidden when created, as in UIKit; ``makeKeyAndVisible()`` shows it and makes it the key
/// window that receives input by default. The window also collects the areas that must be drawn again
/// (``takeDirtyRect()``), so a backend can redraw only what changed.
@MainActor
open class UIWindow: UIView {
    /// Where a window sits among others: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number; any value is allowed, as UIKit's.
        public let rawValue: CGFloat
        /// Takes any level, so an app can place a window between the standard ones.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of an app's ordinary windows.
        public static let normal = Level(rawValue: 0)
        /// In front of normal windows, as UIKit's status bar level.
        public static let statusBar = Level(rawValue: 1000)
        /// In front of the status bar, as UIKit's alert level.
        public static let alert = Level(rawValue: 2000)
        /// Orders levels by their number; ``UIApplication/windows`` is sorted back to front by it.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The screen the window is shown on.
    @exclusivity(unchecked) public var screen: UIScreen {
        didSet { UIView.traitSourcesDidChange() }
    }
    /// The scene the window belongs to (``init(windowScene:)``); setting one moves the window to the
    /// scene's screen, as UIKit does. Weak, as in UIKit: the scene delegate keeps the window.
    public weak var windowScene: UIWindowScene? {
        didSet { if let windowScene { screen = windowScene.screen } }
    }
    /// Where the window sits among the app's others: ``UIApplication/windows`` lists them back to front by
    /// level, windows of equal level in the order they were made.
    public var windowLevel: Level = .normal

    /// The controller whose view fills the window (see `UIWindow+RootViewController.swift`).
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// A window's drawing stops at its bounds, whatever its ``clipsToBounds`` (UIKit's default, false,
    /// is kept): a frame is the window's bounds and nothing beyond, as a screen shows nothing outside
    /// itself, and the window's damage is recorded within them (``addDirtyRect(_:)``). Where the bounds
    /// end inside a pixel (393 points drawn at half a pixel per point, or any size that is not whole
    /// pixels at the frame's scale), that pixel must show only the window's part: unclipped, a view
    /// waiting below the window — a presented controller before it slides up — painted the other
    /// part, a change no damage covered (fuzz-input seed 15103197687929508099). A renderer skips the
    /// clip where it covers the whole buffer, as it does at every whole-pixel size.
    override var clipsDrawingAsRoot: Bool { true }

    /// Showing or hiding the window makes its root view controller appear or disappear.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }

    /// What must be drawn again, filed by layer: the one record both ``takeDirtyRect()`` and
    /// ``takeLayers()`` read (see ``WindowDamage``). `@exclusivity(unchecked)`: main-actor state read on
    /// every change; the checks on the damage records were 1.0 % of a modal cycle (docs/Performance.md,
    /// "Exclusivity checks").
    @exclusivity(unchecked) var damage = WindowDamage()
    /// How many presentations' container views are among the subviews: while there are none, every
    /// change is the base layer's without a search (see `UIWindow+Layers.swift`).
    var presentationContainerCount = 0
    /// The indices of the subviews that start a layer of their own; nil once the subviews change.
    var cachedLayerRootIndices: [Int]?
    /// The identity of the subview a card sheet scaled back, kept as a layer of its own whose transform
    /// is applied when compositing (`UIWindow+LayeredPresenter.swift`); nil for none.
    var layeredPresenter: ObjectIdentifier?
    /// Whether ``layeredPresenter`` was a layer of its own when the layers were last asked for: when
    /// that changes, every layer is drawn again.
    var layeredPresenterWasLayer = false
    /// The pixels per point the compositor that last took the layers draws them at
    /// (``takeLayers(scale:)``); nil when the last reader did not say. A step of a view that only moves
    /// compares the whole device pixels it is drawn on at this scale before and after, and damages
    /// nothing when they are the same (``UIView/presentationDidStep(contentChanged:ownExtentChanged:from:animations:)``).
    var layerScale: CGFloat?
    /// The window's keyboard focus, created on first use (see ``UIFocusSystem``).
    var storedFocusSystem: UIFocusSystem?
    /// What holds this window without keeping it alive (the key window, touches): no weak reference to
    /// the window, so retaining it stays on the runtime's fast path.
    let reference = WindowReference()

    /// The application the window belongs to: the current runtime's when the window was created. Kept,
    /// so the window's key state, responder chain and touch cancelling reach their app without a
    /// lookup of ``AppRuntime/current``, and stay with it whatever code runs later.
    let application: UIApplication

    /// The size change under way (`UIWindow+SizeTransition.swift`), while its root view controller is
    /// told and the new size applies; nil the rest of the time.
    var sizeTransition: SizeTransitionCoordinator?

    /// The window's frame; a new size tells the root view controller before it applies
    /// (``UIViewController/viewWillTransition(to:with:)``, `UIWindow+SizeTransition.swift`), as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let transition = newValue.hasFiniteComponents ? beginSizeTransition(to: newValue.size) : nil
            super.frame = newValue
            if let transition { endSizeTransition(transition) }
        }
    }

    /// Creates a hidden window with the given frame on the current runtime's screen.
    public override init(frame: CGRect) {
        let runtime = AppRuntime.current
        application = runtime.application
        screen = runtime.screen
        super.init(frame: frame)
        reference.attach(self)
        isHidden = true
        application.register(self)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``). Before its
    /// properties are set, as a failable initializer may, since none has a value to decode.
    public required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    /// Creates a hidden window that fills `screen`.
    public convenience init(screen: UIScreen) {
        self.init(frame: screen.bounds)
        self.screen = screen
    }

    /// Empties the window's ``WindowReference`` (so the key window and touches that named it name
    /// nothing) and makes every cached window path stale — always, whether or not the window has
    /// subviews: a valid ``WindowPath`` holds its window unretained, and this is what keeps a path from
    /// naming a released window. It must stay.
    isolated deinit {
        reference.detach()
        UIView.invalidateWindowPaths()
    }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application.keyWindow === self }

    /// Shows the window and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key: the one that receives input by default.
    public func makeKey() {
        guard application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// A window's next responder is the application.
    open override var next: UIResponder? { application }

    /// A window's traits start from its runtime's for its screen (``AppRuntime/traits(on:)``): the
    /// screen's idiom, size classes and scale, and the user's appearance and text size.
    /// Kept once computed (``TraitCache``) when the window belongs to a runtime: every view in it that
    /// draws a dynamic color comes here.
    override var traitAnchor: UITraitCollection? {
        if let cached = traitCache.traits { return cached }
        guard let runtime = application.runtime else { return AppRuntime.current.traits(on: screen) }
        let traits = runtime.traits(on: screen)
        traitCache.store(traits)
        return traits
    }
    /// The traits ``traitAnchor`` computed last. `@exclusivity(unchecked)`, as ``screen``: main-actor
    /// state read by every trait lookup (docs/Performance.md, "Exclusivity checks").
    @exclusivity(unchecked) var traitCache = TraitCache()

    // MARK: Event dispatch

    /// Decides, with the views' gesture recognizers, which touch phases the views receive.
    let gestureEnvironment = UIGestureEnvironment()

    // Storage that ``sendEvent(_:)`` keeps from event to event (emptied, keeping its capacity): a
    // fresh list of changes, list of admitted touches and touch set for every pointer event — and
    // freeing them — was a tenth of a dispatch-only click (issue 7). Each is taken out while in use,
    // so an event dispatched from inside another (by an action) gets storage of its own.
    // `@exclusivity(unchecked)`: main-actor state; measured with the damage record above
    // (docs/Performance.md, "Exclusivity checks").
    @exclusivity(unchecked) private var changeStorage: [(touch: UITouch, phase: UITouch.Phase)] = []
    @exclusivity(unchecked) private var admittedStorage: [(touch: UITouch, view: UIView)] = []
    @exclusivity(unchecked) private var touchSetStorage: Set<UITouch> = []

    /// Delivers the touches of `event` that changed in this dispatch, as UIKit's `sendEvent:`: first to
    /// the gesture recognizers of each touch's view and its ancestors (see `UIGestureEnvironment`), then
    /// to the views, grouped by view, in phase order began → moved → ended → cancelled — except the
    /// phases the recognizers delay or cancel. Within a phase, every touch is admitted (asked of the
    /// gesture environment) before any view is called, and each view is called once, in the order of
    /// its first admitted touch.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        // Plain loops rather than filter/map closures: a closure in main-actor code is compiled with a
        // check of the current executor, and this runs for every pointer event (issue 7's profile).
        // The phases present, as bits by raw value: an event usually changes one touch, and walking
        // the changes once per absent phase retained and released each touch again (issue 7).
        var changes = changeStorage
        changeStorage = []
        var phasesPresent: UInt8 = 0
        for touch in event.touches where touch.phase != .stationary && touch.began(in: self) {
            changes.append((touch, touch.phase))
            phasesPresent |= 1 << touch.phase.rawValue
        }
        gestureEnvironment.deliverToRecognizers(changes, with: event)
        var admitted = admittedStorage
        admittedStorage = []
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled]
        where phasesPresent & (1 << phase.rawValue) != 0 {
            for change in changes where change.phase == phase {
                guard let view = change.touch.view, gestureEnvironment.admitsToView(change.touch, in: phase) else {
                    continue
                }
                admitted.append((change.touch, view))
            }
            deliverGroupedByView(admitted, in: phase, with: event)
            admitted.emptyKeepingCapacity()
        }
        changes.emptyKeepingCapacity()
        changeStorage = changes
        admittedStorage = admitted
        gestureEnvironment.eventDidFinish()
    }

    /// Calls each view of `admitted` once, with all its touches, in the order of its first touch.
    private func deliverGroupedByView(_ admitted: [(touch: UITouch, view: UIView)], in phase: UITouch.Phase,
                                      with event: UIEvent) {
        for index in admitted.indices {
            let view = admitted[index].view
            var isFirstTouchOfView = true
            for earlier in admitted[..<index] where earlier.view === view {
                isFirstTouchOfView = false
                break
            }
            guard isFirstTouchOfView else { continue }
            var touches = touchSetStorage
            touchSetStorage = []
            for later in admitted[index...] where later.view === view { touches.insert(later.touch) }
            deliver(touches, in: phase, to: view, with: event)
            // Unique again unless the view kept the set (then emptying it copies, as a value should).
            touches.removeAll(keepingCapacity: true)
            touchSetStorage = touches
        }
    }

    /// Calls the touches method of `view` for `phase` with the touches it may receive.
    func deliver(_ touches: Set<UITouch>, in phase: UITouch.Phase, to view: UIView, with event: UIEvent) {
        var delivered = touches
        for touch in touches where !touch.isDeliveredToView { delivered.remove(touch) }
        let touches = delivered
        guard !touches.isEmpty else { return }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Cancels the live touches on `view` or inside it while the view is still in place, so that every
    /// responder that received them — a control tracking a touch forwarded from its subview along the
    /// responder chain — hears the cancel. Touches already over whose end a recognizer still holds
    /// back are cancelled in the view too. Returns whether there were any.
    @discardableResult
    func cancelTouches(inside view: UIView) -> Bool {
        let live = application.touchRouter.cancelTouches(in: self) { $0.isDescendant(of: view) }
        let held = gestureEnvironment.cancelHeldTouches(inside: view)
        return live || held
    }

    /// Called when `view` left this window: touches on it or inside it are cancelled (those that
    /// began while it was leaving; the others were cancelled before it left), as UIKit cancels the
    /// tracking of a control removed from its window, and its recognizers are detached.
    func viewDidLeaveWindow(_ view: UIView) {
        application.touchRouter.cancelTouches(in: self) { $0.isDescendant(of: view) }
        gestureEnvironment.viewDidLeaveWindow(view)
        storedFocusSystem?.viewDidLeaveWindow(view)
    }

    // MARK: Drawing

    /// Adds `rect` (window coordinates) to the area that must be drawn again, in every layer
    /// (``takeLayers()``), since it does not say which view changed.
    public func addDirtyRect(_ rect: CGRect) {
        addDirtyRect(rect, drawnIn: nil)
    }

    /// Adds `rect` (window coordinates) to the area that must be drawn again, in the layer that
    /// `windowSubview` (the changed view's ancestor among the window's subviews) draws in; nil for
    /// every layer.
    func addDirtyRect(_ rect: CGRect, drawnIn windowSubview: UIView?) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        // Not `windowSubview.map { … }`: a closure in main-actor code checks the current executor, a
        // measurable part of a click (issue 7); every state change comes here.
        var layer: ObjectIdentifier?
        if let windowSubview { layer = ObjectIdentifier(layerRoot(of: windowSubview)) }
        // A card's presenter is drawn without its transform: its pixels are damaged where they lie.
        if layeredPresenter != nil, layer == nil || layer == layeredPresenter {
            addPresenterDamage(rect, clipped: clipped, everyLayer: layer == nil)
            if layer != nil { return }
        }
        damage.add(clipped, in: layer)
    }

    /// Returns the area that must be drawn again since the last call, and forgets it.
    ///
    /// Derived from the same record as the layers' damage (``takeLayers()``, `WindowDamage`), each
    /// reader seeing every change: a host may take the dirty rectangle to learn whether anything
    /// changed and let its renderer take the layers.
    public func takeDirtyRect() -> CGRect? {
        let dirtyRect = damage.takeDirtyRect()
        damage.forgetLayersGone(from: self)
        return dirtyRect
    }

    /// Lays out what needs it and returns the whole window's display list, as a frame would draw it.
    public func renderFrame() -> DisplayList {
        layoutIfNeeded()
        return renderDisplayList()
    }
}
