import Testing
import OpenUIKit
import OpenUIKitTesting

/// Nothing the control system holds keeps a control, its actions or its targets alive once the app
/// lets go of them (issue 8, leaks). Each test drops its strong references in a `do` block and checks
/// a weak one.
@MainActor
@Suite struct UIControlLeakTests {
    /// Regression (found by the input fuzzer): the gesture environment kept the record of the last
    /// touch, and so the touch and its view, until the next touch event — a screen removed by a tap
    /// stayed alive until the user touched the screen again.
    @Test func aControlThatRemovesItselfOnTapIsReleasedRightAfterTheTap() {
        let host = TestHost()
        weak var weakButton: UIButton?
        weak var weakAction: UIAction?
        do {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            let action = UIAction { action in (action.sender as? UIView)?.removeFromSuperview() }
            button.addAction(action, for: .touchUpInside)
            host.window.addSubview(button)
            weakButton = button
            weakAction = action
            host.tap(button)
            #expect(button.superview == nil)
        }
        #expect(weakButton == nil)
        #expect(weakAction == nil)
    }

    @Test func aControlRemovedWhileAFingerIsOnItIsReleasedAtOnce() {
        let host = TestHost()
        weak var weakControl: UIControl?
        let pointer: Int
        do {
            let control = UIControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
            host.window.addSubview(control)
            weakControl = control
            pointer = host.touchDown(at: CGPoint(x: 50, y: 40))
            #expect(control.isTracking)
            control.removeFromSuperview()
            #expect(!control.isTracking)
        }
        // Leaving the window cancelled the touch, so nothing holds the control any more.
        #expect(weakControl == nil)
        // The rest of that pointer's input is dropped quietly: the engine, not the input, ended the touch.
        let diagnostics = Diagnostics.record { host.send(.up, at: CGPoint(x: 50, y: 40), pointer: pointer) }
        #expect(diagnostics.isEmpty)
    }

    @Test func targetActionNeverKeepsTheTargetAlive() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(button)
        weak var weakTarget: ControlEventRecorder?
        do {
            let target = ControlEventRecorder()
            button.addTarget(target, action: ControlEventRecorder.tapped(_:), for: .touchUpInside)
            weakTarget = target
            host.tap(button)
            #expect(target.log == ["tapped(sender)"])
        }
        #expect(weakTarget == nil)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty, "a registration whose target is gone counts for nothing")
        host.tap(button) // the orphaned registration is skipped and dropped
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func aUIActionDoesNotKeepItsSenderAlive() {
        let host = TestHost()
        weak var weakButton: UIButton?
        let action = UIAction { _ in }
        do {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.addAction(action, for: .touchUpInside)
            host.window.addSubview(button)
            weakButton = button
            host.tap(button)
            #expect(action.sender == nil)
            button.removeFromSuperview()
        }
        #expect(weakButton == nil)
    }

    @Test func aRepeatingTimerKeepsItsTargetUntilInvalidatedAsNSTimerDoes() {
        let host = TestHost()
        weak var weakControl: BlinkingControl?
        let timer: Timer
        do {
            let control = BlinkingControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(control)
            timer = Timer.scheduledTimer(timeInterval: 0.5, target: control,
                                         selector: Selector("blink:", BlinkingControl.blink), userInfo: nil,
                                         repeats: true)
            weakControl = control
            host.advance(by: 1)
            #expect(control.blinks == 2)
            control.removeFromSuperview()
        }
        #expect(weakControl != nil, "the timer retains its target, as Foundation documents")
        host.advance(by: 0.5)
        #expect(weakControl?.blinks == 3, "a removed control still blinks until the timer is invalidated")
        timer.invalidate()
        #expect(weakControl == nil, "invalidate releases the target")
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func anActivityIndicatorsTimerStopsAndReleasesItWhenRemoved() {
        let host = TestHost()
        weak var weakIndicator: UIActivityIndicatorView?
        do {
            let indicator = UIActivityIndicatorView(style: .medium)
            host.window.addSubview(indicator)
            indicator.startAnimating()
            #expect(host.scheduler.pendingCount == 1)
            weakIndicator = indicator
            indicator.removeFromSuperview()
            #expect(host.scheduler.pendingCount == 0)
        }
        #expect(weakIndicator == nil)
    }

    @Test func anAnimatingIndicatorDroppedInAWindowIsReleasedWithTheWindowTree() {
        let host = TestHost()
        weak var weakIndicator: UIActivityIndicatorView?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let indicator = UIActivityIndicatorView(style: .large)
            container.addSubview(indicator)
            host.window.addSubview(container)
            indicator.startAnimating()
            weakIndicator = indicator
            host.advance(by: 0.3)
            container.removeFromSuperview()
        }
        #expect(weakIndicator == nil)
        #expect(host.runUntilIdle(limit: 5))
    }

    /// A hold-to-repeat control: the app goes away with the finger down, the control still tracking
    /// and its repeating timer still valid. The control counts tracking on the scheduler without
    /// holding it, so scheduler, timer and control go with the app.
    @Test func aControlTrackingWithARepeatingTimerIsReleasedWithItsApp() {
        weak var weakControl: UIControl?
        weak var weakScheduler: Scheduler?
        do {
            let host = TestHost()
            let control = UIControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
            host.window.addSubview(control)
            control.addAction(UIAction { [unowned control] _ in
                let repeating = control  // the timer's block holds the control, as app code's often does
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in repeating.tag += 1 }
            }, for: .touchDown)
            host.touchDown(at: host.center(of: control))
            #expect(control.isTracking)
            weakControl = control
            weakScheduler = host.scheduler
        }
        #expect(weakScheduler == nil)
        #expect(weakControl == nil)
    }

    /// The app goes away while a finger is still down on a control (a test that ends mid-press, a
    /// host torn down): the touch the control tracks holds the control, and no end will come.
    @Test func aControlTrackingAFingerIsReleasedWithItsApp() {
        weak var weakButton: UIButton?
        weak var weakWindow: UIWindow?
        do {
            let host = TestHost()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            host.window.addSubview(button)
            host.touchDown(at: host.center(of: button))
            #expect(button.isTracking)
            weakButton = button
            weakWindow = host.window
        }
        // The host went at the end of the block: its app goes, its finger still down.
        #expect(weakWindow == nil)
        #expect(weakButton == nil)
    }
}

/// A control an app blinks with a repeating timer.
@MainActor
private final class BlinkingControl: UIControl {
    var blinks = 0
    func blink(_ timer: Timer) { blinks += 1 }
}
