import Foundation
import OpenUIKit
import Testing

/// A fresh app in virtual time, with one-line helpers to touch it: what a test needs to drive UI.
///
/// Creating a `TestHost` creates a new ``AppRuntime`` — an application, a scheduler at time 0 and a
/// `UIScreen` for `device` — and shows a key window that fills the screen. Every gesture helper feeds
/// raw ``PointerInput`` through the same entry point a real window uses, and moves virtual time forward
/// between events, so timers and delayed performs fire exactly as they would for a person — in
/// microseconds, without sleeping.
///
/// The runtime is the test's own, whatever runs in parallel: the host's helpers run with it as
/// ``AppRuntime/current``, and the test's own code — in the test body, or in a suite whose `init` made
/// the host, across `await`s — finds it as the latest runtime created in the test's task (see
/// ``AppRuntime/current``). So `UIApplication.shared`, `Scheduler.main` and `UIScreen.main` in the code
/// under test are the host's, and another test's timers never fire here. Keep the host (a `let`, or a
/// suite's stored property) while the test relies on that: a runtime is current only while it lives.
///
/// ```swift
/// let host = TestHost()
/// let button = UIButton(type: .system)
/// button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
/// host.window.addSubview(button)
/// host.tap(button)
/// host.advance(by: 5)
/// ```
@MainActor
public final class TestHost {
    /// The app the host runs: its application, scheduler, screen, text measurer, image decoder,
    /// keyboard and diagnostics.
    public let runtime: AppRuntime
    /// The host's app: what `UIApplication.shared` answers in the code under test while the host is current.
    public var application: UIApplication { runtime.application }
    /// The host's virtual clock, which moves only when the test advances it.
    public var scheduler: Scheduler { runtime.scheduler }
    /// The screen of the host's device and orientation: what `UIScreen.main` answers for the host.
    public var screen: UIScreen { runtime.screen }
    /// The key window, filling the screen: put the screen under test in it (`rootViewController` or a subview).
    public let window: UIWindow

    /// How long a finger rests on the screen during ``tap(at:)``.
    public var tapDuration: TimeInterval = 0.05
    /// The pause between the taps of ``doubleTap(at:)``.
    public var multiTapGap: TimeInterval = 0.1

    private var nextPointerID = 1

    /// What the app posted with `UIAccessibility.post(notification:argument:)`, oldest first: where iOS
    /// tells VoiceOver, the host keeps them for the test.
    public private(set) var postedAccessibilityNotifications: [PostedAccessibilityNotification] = []
    /// The URLs the app opened with `UIApplication.open(_:options:completionHandler:)`, in order; each
    /// opens (the completion hears true).
    public private(set) var openedURLs: [URL] = []

    /// A new app for `device` (`application`, when given, as its application: a subclass under test),
    /// measuring text with the deterministic estimate (set ``AppRuntime/textMeasurer`` on ``runtime``
    /// before adding views for another).
    public init(device: UIScreen.Device = .iPhone15, orientation: UIInterfaceOrientation = .portrait,
                application: UIApplication = UIApplication()) {
        let runtime = AppRuntime(application: application, screen: UIScreen(device: device, orientation: orientation))
        self.runtime = runtime
        window = runtime.run { UIWindow(screen: runtime.screen) }
        runtime.run {
            window.backgroundColor = .white
            window.makeKeyAndVisible()
        }
        runtime.urlOpener = { [weak self] url in
            self?.openedURLs.append(url)
            return self != nil
        }
        runtime.accessibilityNotificationHandler = { [weak self] notification, argument in
            self?.postedAccessibilityNotifications.append(
                PostedAccessibilityNotification(notification: notification, argument: argument))
        }
    }

    /// Runs `body` with the host's runtime as ``AppRuntime/current``: for code that must reach this
    /// host's app where another runtime would otherwise be current (a test with two hosts).
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try runtime.run(body)
    }

    /// The current virtual time.
    public var now: TimeInterval { scheduler.now }

    /// Moves virtual time forward, running every timer, delayed perform and main-queue block that falls
    /// due in the run loop's current mode (`.tracking` while a control tracks a touch, else `.default`).
    /// Then lays out the app's windows, as before a frame is drawn — so what a presentation or a push
    /// added has its frames when the test looks or taps — and, in a debug build, checks the window's
    /// view-tree invariants (``UIView/_checkInvariants()``), as after each raw input: every test that
    /// drives time or input checks the engine's caches too.
    public func advance(by seconds: TimeInterval) {
        reportRealTimeSleeps()
        scheduler.advance(by: seconds)
        layOutWindows()
        window._checkInvariants()
    }

    /// Moves virtual time between the events of a gesture: as ``advance(by:)``, without laying out, so
    /// the events of one gesture reach the views as they were when it began.
    func advanceWithinGesture(by seconds: TimeInterval) {
        reportRealTimeSleeps()
        scheduler.advance(by: seconds)
        window._checkInvariants()
    }

    /// Moves virtual time forward with the run loop in `mode`, as `RunLoop.run(mode:before:)`: only
    /// work scheduled for `mode` (or `.common`, for `.default` and `.tracking`) runs.
    public func advance(by seconds: TimeInterval, in mode: RunLoop.Mode) {
        reportRealTimeSleeps()
        scheduler.advance(by: seconds, in: mode)
        layOutWindows()
        window._checkInvariants()
    }

    /// Runs scheduled work until nothing is pending (at most `limit` seconds of virtual time), then
    /// lays out the app's windows as ``advance(by:)`` does.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 3600) -> Bool {
        reportRealTimeSleeps()
        let idle = scheduler.runUntilIdle(limit: limit)
        layOutWindows()
        return idle
    }

    /// Lays out every shown window of the app, as a frame does before drawing.
    func layOutWindows() {
        runtime.run {
            for shown in application.windows where !shown.isHidden { shown.layoutIfNeeded() }
        }
    }

    /// Warns (`testHost.realTimeSleep`) when main-actor `Task.sleep` calls are pending: they sleep on
    /// the real clock, so moving virtual time will not wake them, and a test that expects it to would
    /// otherwise pass or fail silently. Use a `Timer` or `DispatchQueue.main.asyncAfter`, which run on
    /// virtual time.
    private func reportRealTimeSleeps() {
        let count = scheduler.realTimeSleepCount
        guard count > 0 else { return }
        runtime.diagnostics.warn("testHost.realTimeSleep",
                         "\(count) Task.sleep call(s) on the main actor are pending on the real clock; advancing virtual "
                             + "time does not wake them (use Timer or DispatchQueue.main.asyncAfter for virtual time).")
    }

    /// Lays out the window and returns everything it draws.
    public func render() -> DisplayList {
        runtime.run { window.renderFrame() }
    }

    // MARK: Raw input

    /// Sends one raw pointer event to the window now.
    public func send(_ phase: PointerInput.Phase, at point: CGPoint, pointer id: Int = 0) {
        application.handle(PointerInput(id: id, phase: phase, location: point), in: window)
        window._checkInvariants()
    }

    /// Puts a new finger down and returns its pointer id.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Int {
        let id = nextPointerID
        nextPointerID += 1
        send(.down, at: point, pointer: id)
        return id
    }

    // MARK: Gestures

    /// A single tap at `point` (window coordinates): down, ``tapDuration`` of time, up.
    public func tap(at point: CGPoint) {
        runtime.run {
            let id = touchDown(at: point)
            advanceWithinGesture(by: tapDuration)
            send(.up, at: point, pointer: id)
        }
    }

    /// A single tap at the center of `view`, the windows laid out first (a person taps what is drawn).
    /// When the touch would not reach `view` — it is hidden,
    /// transparent, not interactive (it or an ancestor), outside the window, or covered by another
    /// view — nothing is tapped and the test fails with the reason (see `TestHost+Reachability.swift`);
    /// ``tap(at:)`` taps a point whatever is there.
    public func tap(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        layOutWindows()
        let point = center(of: view)
        if requireReachable(view, at: point, for: "tap", sourceLocation: sourceLocation) { tap(at: point) }
    }

    /// Two taps at `point` separated by ``multiTapGap``: the second has a tap count of 2.
    public func doubleTap(at point: CGPoint) {
        runtime.run {
            tap(at: point)
            advanceWithinGesture(by: multiTapGap)
            tap(at: point)
        }
    }

    /// Two taps at the center of `view`; a touch that would not reach it fails the test, as ``tap(_:sourceLocation:)``.
    public func doubleTap(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        layOutWindows()
        let point = center(of: view)
        if requireReachable(view, at: point, for: "double tap", sourceLocation: sourceLocation) { doubleTap(at: point) }
    }

    /// A press: down at `point`, held for `duration` seconds of virtual time (timers run), then up.
    public func press(at point: CGPoint, for duration: TimeInterval) {
        runtime.run {
            let id = touchDown(at: point)
            advanceWithinGesture(by: duration)
            send(.up, at: point, pointer: id)
        }
    }

    /// A drag from `start` to `end` in `steps` moves spread over `duration` seconds, then up at `end`.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3) {
        runtime.run { drag(pointer: touchDown(at: start), from: start, to: end, steps: steps, duration: duration) }
    }

    private func drag(pointer id: Int, from start: CGPoint, to end: CGPoint, steps: Int, duration: TimeInterval) {
        let count = max(steps, 1)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            advanceWithinGesture(by: duration / Double(count))
            send(.move, at: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                    y: start.y + (end.y - start.y) * fraction), pointer: id)
        }
        send(.up, at: end, pointer: id)
    }

    /// The center of `view` in window coordinates.
    public func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }
}
