import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: it watches the touches of a
/// view (and its subviews), decides whether they form its gesture, and sends actions to its targets.
///
/// A recognizer is attached to a view with ``UIView/addGestureRecognizer(_:)``. When a touch begins, the
/// recognizers of the hit view and of every ancestor (nearest first) are attached to the touch and see
/// each of its phases *before* the view does; the view then receives the touch unless the recognizers
/// delay it (``delaysTouchesBegan``, ``delaysTouchesEnded``) or cancel it (``cancelsTouchesInView``).
///
/// Subclasses override ``touchesBegan(_:with:)`` and friends and set ``state`` — the Swift form of
/// UIKit's `UIGestureRecognizerSubclass.h`. The engine arbitrates between recognizers: a recognizer
/// that asks to begin or recognize is first checked against its failure requirements
/// (``require(toFail:)`` and the delegate), then asked ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``,
/// then against the recognizers already recognizing the same touches; only one recognizes at a time
/// unless a delegate allows simultaneous recognition. Once a recognizer has ended, been cancelled or
/// failed, and none of its touches is still down, it is reset to ``State/possible`` (see ``reset()``).
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer, with UIKit's raw values.
    ///
    /// Continuous gestures go possible → began → changed… → ended or cancelled; discrete gestures go
    /// possible → recognized (= ended). Either may go possible → failed. Any other transition is
    /// refused with a `gesture.illegalTransition` warning, and only the engine returns a recognizer to
    /// possible (when it resets it).
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture was recognized: the same value as ``ended``, as in UIKit.
        public static var recognized: State { .ended }

        /// Whether the recognizer is done with this touch sequence and waits to be reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether the recognizer has recognized its gesture in this touch sequence.
        var hasRecognized: Bool { self == .began || self == .changed || self == .ended || self == .cancelled }
    }

    /// Whether a subclass may move from one state to another, per UIKit's documented state machine.
    static func isLegalTransition(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed),
             (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        default:
            return false
        }
    }

    // MARK: Engine bookkeeping

    /// The state as the engine sees it; subclasses go through ``state``.
    var storedState: State = .possible
    /// The state an action being sent is for; nil when no action is being sent.
    private var reportedState: State?
    /// A recognition (began or recognized) the recognizer asked for while a recognizer it requires to
    /// fail could still succeed: it stays ``State/possible`` until that one fails.
    var pendingState: State?
    /// The gesture environment of the window whose touches this recognizer is following; set while it
    /// takes part in a touch sequence, cleared when it is reset. Weak: the window owns it.
    weak var environment: UIGestureEnvironment?
    /// The touches of the current contact (the fingers of the current or last tap), for
    /// ``numberOfTouches`` and ``location(in:)``.
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer received since it was last reset: recognizing cancels these in the
    /// view, and recognizers that share one compete for it.
    var seenTouches: [UITouch] = []

    /// The one timer a built-in recognizer runs (tap interval, press duration), with its scheduler.
    private var timer: (scheduler: Scheduler, token: Scheduler.Token)?
    private var actionTargets: [GestureActionTarget] = []
    private var failureRequirements: [WeakGestureRecognizer] = []

    // MARK: Public properties

    /// The view the recognizer is attached to.
    public var view: UIView? { viewReference?.view }

    /// ``view``, held unretained rather than `weak`, as a view holds its superview: the view keeps its
    /// recognizers and clears this as it removes one (``UIView/removeGestureRecognizer(_:)``) or is
    /// deinitialized, so it never dangles (asserted in debug builds, ``UnretainedView``). A weak
    /// reference gave every view with a recognizer a side table, whose every retain and release then
    /// took the runtime's slow path — a card sheet's container, new each presentation with the card's
    /// drag recognizer on it: 7,900 instructions of a card's modal cycle (docs/Performance.md,
    /// "Session 16 — the card sheet's modal cycle"). Set only by `UIView+Gestures.swift`.
    var viewReference: UnretainedView?

    /// The object that can veto or relate this recognizer's recognition to others'.
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A name for debugging, as UIKit's `name`.
    public var name: String?

    /// Whether the recognizer takes part in touch handling. Disabling it mid-gesture cancels a gesture
    /// that has begun and fails one still possible, as UIKit documents; a disabled recognizer is not
    /// attached to new touches.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch storedState {
            case .began, .changed: state = .cancelled
            case .possible where environment != nil: state = .failed
            default: break
            }
        }
    }

    /// When true (the default), recognizing the gesture cancels its touches in the view: the view gets
    /// `touchesCancelled(_:with:)` for the touches it had begun (a `UIControl` then sends
    /// `.touchCancel`), and nothing more for them.
    open var cancelsTouchesInView = true

    /// When true, the view receives no `touchesBegan` (nor moves) for a touch while this recognizer may
    /// still recognize; if it fails they are delivered, if it recognizes the view never sees the touch.
    /// False by default, as in UIKit.
    open var delaysTouchesBegan = false

    /// When true (the default), the view's `touchesEnded` for a touch is held while this recognizer may
    /// still recognize — a double-tap recognizer holds the first tap's end until its interval passes.
    /// If the recognizer then recognizes, the view gets `touchesCancelled` instead.
    open var delaysTouchesEnded = true

    // MARK: Creating

    /// Creates a recognizer that sends `action` to `target` (held weakly) on each state change.
    public init(target: AnyObject?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target yet.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `handler` with itself on each state change: the closure form
    /// of target-action. Capture the owner weakly in the closure; the recognizer is passed in, so it
    /// need not be captured.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler)
    }

    // MARK: Target-action

    /// Adds a target-action pair. `target` is held weakly; adding the same pair again does nothing.
    /// The action receives the recognizer as its sender (`func handle(_ sender: UITapGestureRecognizer)`)
    /// or no argument.
    public func addTarget(_ target: AnyObject, action: Selector) {
        guard !actionTargets.contains(where: { $0.target === target && $0.action == action }) else { return }
        actionTargets.append(GestureActionTarget(target: target, action: action, handler: nil))
    }

    /// Adds a closure called with the recognizer on each state change.
    public func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actionTargets.append(GestureActionTarget(target: nil, action: nil, handler: handler))
    }

    /// Removes target-action pairs, as UIKit: a nil `target` matches every target, a nil `action` every
    /// action of the target; `removeTarget(nil, action: nil)` also removes the closures.
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        actionTargets.removeAll { entry in
            if entry.handler != nil { return target == nil && action == nil }
            return (target == nil || entry.target === target) && (action == nil || entry.action == action)
        }
    }

    /// Sends every action, in the order added, with ``state`` reading `reported` meanwhile (the
    /// state the action is for, even if the recognizer has moved on since it was queued). Pairs whose
    /// target has been released are dropped.
    func sendActions(reporting reported: State) {
        let outer = reportedState
        reportedState = reported
        defer { reportedState = outer }
        actionTargets.removeAll { $0.handler == nil && $0.target == nil }
        for entry in actionTargets {
            if let handler = entry.handler {
                handler(self)
            } else if let target = entry.target, let action = entry.action {
                action.invoke(on: target, sender: self, event: nil)
            }
        }
    }

    // MARK: State

    /// The recognizer's state. Reading is for everyone; setting is for subclasses, as UIKit's
    /// `UIGestureRecognizerSubclass.h` allows. Setting began or recognized may leave the state at
    /// possible (waiting for a required failure) or make it failed (vetoed, or prevented by another
    /// recognizer). Actions are sent for began, changed, ended and cancelled, after the current touch
    /// phase has reached every recognizer.
    public var state: State {
        get { reportedState ?? storedState }
        set {
            guard Self.isLegalTransition(from: storedState, to: newValue) else {
                Diagnostics.warn("gesture.illegalTransition",
                                 "\(type(of: self)) can't go from \(storedState) to \(newValue); ignored.")
                return
            }
            let environment = environment ?? view?.window?.gestureEnvironment ?? UIGestureEnvironment()
            environment.transition(self, to: newValue)
        }
    }

    // MARK: Relationships

    /// Makes this recognizer wait until `other` fails: while `other` may still recognize, this one stays
    /// possible (its touches held), and if `other` recognizes, this one fails. `other` is held weakly.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self else {
            Diagnostics.warn("gesture.requireSelf", "A gesture recognizer can't require itself to fail; ignored.")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// Whether this recognizer must wait for `other` to fail, from ``require(toFail:)``, either
    /// recognizer's overrides, or either delegate.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    // MARK: Touches

    /// How many touches the gesture involves: the fingers of the current (or last) contact.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location in `view` (window coordinates when nil): the centroid of its touches,
    /// as UIKit. With no touches it is the origin.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// The location of one of the gesture's touches in `view`. An index out of range is reported as an
    /// error (UIKit raises) and returns the origin.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Diagnostics.report(Diagnostic(code: "gesture.touchIndexOutOfRange", severity: .error,
                                          message: "Touch index \(touchIndex) with \(trackedTouches.count) touches."))
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Subclass override points (UIGestureRecognizerSubclass.h)

    /// A touch of the gesture began. The base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture moved. The base does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture ended. The base does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture were cancelled. The base does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recognizer returns to possible after a touch sequence: clear per-gesture state
    /// and cancel timers here, and call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer: it no longer counts toward the gesture, is not
    /// delayed or cancelled on its account, and the view gets it normally.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        (environment ?? view?.window?.gestureEnvironment)?.ignore(touch, by: self)
    }

    /// Whether recognizing this gesture fails `preventedGestureRecognizer` (true by default). Only
    /// asked when neither delegate allows simultaneous recognition.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing fails this one (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Override to make this recognizer wait for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Override to make `otherGestureRecognizer` wait for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Helpers for subclasses in this module

    /// Fails the gesture if it has not been decided yet; a no-op otherwise.
    func failIfPossible() {
        if storedState == .possible { state = .failed }
    }

    /// Runs `action` after `delay` seconds on `Scheduler.main`, replacing the running timer. The engine
    /// cancels the timer when it resets the recognizer.
    func startTimer(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        cancelTimer()
        let scheduler = Scheduler.main
        let token = scheduler.schedule(after: delay) { [weak self] in
            self?.timer = nil
            action()
        }
        timer = token.map { (scheduler, $0) }
    }

    /// Cancels the timer of ``startTimer(after:_:)``, if running.
    func cancelTimer() {
        if let timer { timer.scheduler.cancel(timer.token) }
        timer = nil
    }
}

extension UIGestureRecognizer {
    /// Reports a refused configuration value (UIKit documents no behaviour for these; we keep the
    /// previous value) and returns `isInvalid`, so a property observer can restore `oldValue`.
    func refusesSetting(_ isInvalid: Bool, code: String, _ message: @autoclosure () -> String) -> Bool {
        if isInvalid { Diagnostics.warn(code, message()) }
        return isInvalid
    }
}
