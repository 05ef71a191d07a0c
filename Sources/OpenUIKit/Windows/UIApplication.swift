import Foundation

/// The running app: its windows, its first responder, the input entry point and action dispatch,
/// as UIKit's `UIApplication`.
///
/// UIKit creates the one application in `UIApplicationMain`; here an ``AppRuntime`` holds it, with
/// the scheduler and screen it goes with, and a process may run several (one per test).
@MainActor
open class UIApplication: UIResponder {
    /// The application of the runtime of the code that is running (``AppRuntime/current``): the app
    /// whose window, timer or input is being handled, or the one the current test created.
    public static var shared: UIApplication { AppRuntime.current.application }

    /// The longest pause between one tap's end and the next touch's start for the new touch to count
    /// as another tap of the same sequence (``UITouch/tapCount`` + 1).
    ///
    /// UIKit does not document its value; 0.35 s is the double-tap interval commonly measured for iOS
    /// and used by `UITapGestureRecognizer`-style recognizers (Android's `ViewConfiguration` uses a
    /// similar 0.3 s). Tests and apps can change it.
    ///
    /// Read by every touch (`@exclusivity(unchecked)`: main-actor state; with the distance, the checks were
    /// 1.1 % of a dispatch-only click, docs/Performance.md, "Exclusivity checks").
    @exclusivity(unchecked) public var multiTapInterval: TimeInterval = 0.35

    /// The farthest a tap may move, and the farthest apart two taps may be, for them to count as one
    /// multi-tap sequence (45 points, the allowable movement of UIKit's tap recognizers).
    @exclusivity(unchecked) public var multiTapDistance: CGFloat = 45

    /// The haptic feedback the app's generators asked for, oldest first (``UIFeedbackGenerator``: there
    /// is no Taptic Engine on Linux). Per application, so each test host starts empty; clear it freely.
    public var feedbackEvents: [FeedbackEvent] = []

    private var windowReferences: [WindowReference] = []

    /// The windows that are still alive, back to front: ordered by ``UIWindow/windowLevel``, and in
    /// creation order within a level, as UIKit orders `windows` ("the last window in the array is on top").
    public var windows: [UIWindow] {
        windowReferences.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The window that receives input by default.
    public internal(set) var keyWindow: UIWindow? {
        get { keyWindowReference?.window }
        set { keyWindowReference = newValue?.reference }
    }
    /// The key window, held without keeping it alive (see ``WindowReference``).
    private var keyWindowReference: WindowReference?

    /// The responder that receives actions sent with a nil target first. The on-screen keyboard
    /// follows it (``softwareKeyboardFollowsFirstResponder()``).
    weak var firstResponder: UIResponder? {
        didSet {
            if firstResponder !== oldValue, !isSwitchingFirstResponder {
                softwareKeyboardFollowsFirstResponder(previous: oldValue)
            }
        }
    }
    /// True while ``UIResponder/becomeFirstResponder()`` has the previous first responder resign, so
    /// the keyboard does not hide and show again between two text fields.
    var isSwitchingFirstResponder = false

    /// Turns raw pointer input into touches and events.
    let touchRouter = TouchInputRouter()

    /// The runtime this application belongs to (``AppRuntime``), which adopts it when created. Held
    /// weakly: the runtime owns the application.
    weak var runtime: AppRuntime?

    /// The app's delegate (``AppRuntime/launch(_:options:)`` sets it). Weak, as UIKit's: the runtime
    /// that launched the app keeps it.
    public weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground and receiving events. `.active` until a launch says
    /// otherwise: an app that is never launched through ``AppRuntime/launch(_:options:)`` (a test's,
    /// a host's that shows a window directly) is one already running in the foreground, and code that
    /// checks `applicationState == .active` before working must work there.
    public internal(set) var applicationState: State = .active

    /// `required`, so that `UIApplicationMain` can create the principal class it is given by name.
    public required override init() {
        super.init()
        Self.startTrackingKeyboard()
    }

    func register(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(window.reference)
    }

    // MARK: Input

    /// The engine's one input entry point: a host or a test passes raw pointer input here.
    ///
    /// The input becomes a `UITouch` (hit-tested when it goes down, with its ``UITouch/tapCount``) and a
    /// `UIEvent`, dispatched through ``sendEvent(_:)``. With no window given, the key window receives it.
    /// Malformed input — an up or move without a down, a second down for an active id, non-finite
    /// coordinates, time going backwards — is reported as a warning and ignored; an up or cancel is
    /// never dropped (a dropped end would leave a control highlighted forever): with bad coordinates it
    /// is delivered as a cancel, with an earlier time it is delivered at the last time seen (both still
    /// reported). Diagnostic codes: `touch.withoutDown`, `touch.duplicateDown`, `touch.invalidLocation`,
    /// `touch.timeWentBackwards`, `touch.noWindow`. When the engine cancels a touch (its view left the
    /// window), the rest of that pointer's stream is dropped without a report: it is well-formed input.
    ///
    /// The input is handled with the application's runtime as ``AppRuntime/current``, so the
    /// handlers it reaches find their own app.
    public func handle(_ input: PointerInput, in window: UIWindow? = nil) {
        if !AppRuntime.isRunning(self), let runtime {
            runtime.run { handle(input, in: window) }
            return
        }
        guard let target = window ?? keyWindow else {
            Diagnostics.warn("touch.noWindow", "Pointer input arrived with no key window; ignored.")
            return
        }
        touchRouter.handle(input, in: target, application: self)
    }

    /// Dispatches an event to the windows of its touches, as UIKit's `sendEvent(_:)`. Override to
    /// observe every event.
    open func sendEvent(_ event: UIEvent) {
        // Each window once, in the order of its first touch. The earlier touches are searched rather
        // than a list of windows kept: an event has a few touches, and allocating that list for every
        // event, and closures' executor checks, were measurable (issue 7's click profile).
        let touches = event.touches
        for index in touches.indices {
            var isFirstTouchInWindow = true
            for earlier in touches[..<index] where earlier.sharesWindow(with: touches[index]) {
                isFirstTouchInWindow = false
                break
            }
            if isFirstTouchInWindow, let window = touches[index].window { window.sendEvent(event) }
        }
    }

    // MARK: Actions

    /// Sends `action` to `target`, as UIKit's `sendAction(_:to:from:for:)`. With a nil target the
    /// responder chain is searched, starting at the first responder, or else at `sender` when it is a
    /// responder, for the first object that can perform the action. Returns whether it was performed.
    @discardableResult
    open func sendAction(_ action: Selector, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return action.invoke(on: target, sender: sender, event: event)
        }
        let start = firstResponder ?? (sender as? UIResponder)
        guard let receiver = start?.target(forAction: action, withSender: sender) ?? self.target(forAction: action, withSender: sender) else {
            Diagnostics.warn("action.noTarget", "No responder in the chain performs \(action.name).")
            return false
        }
        return action.invoke(on: receiver, sender: sender, event: event)
    }

    /// The application ends the responder chain, so an action no responder performs stops here with
    /// the `action.noTarget` diagnostic. (UIKit goes on to an app delegate that is a `UIResponder`;
    /// this one does not.)
    public override var next: UIResponder? { nil }
}
