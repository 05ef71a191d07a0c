import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Input dispatched from inside a touch handler while recognizers hold touch phases back (issue 8,
/// re-entrancy). Both cases were found by the input fuzzer. Handlers capture the host `unowned`: its
/// window holds the control or recognizer that holds the handler (a strong capture is a cycle).
@MainActor
@Suite struct UIGestureRecognizerReentrancyTests {
    /// A container whose tap recognizer holds touches' began phases (`delaysTouchesBegan`), with two
    /// controls in it.
    private func makeScene(_ host: TestHost) -> (UITapGestureRecognizer, UIControl, UIControl) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        tap.cancelsTouchesInView = false
        container.addGestureRecognizer(tap)
        let first = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIControl(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        container.addSubview(first)
        container.addSubview(second)
        host.window.addSubview(container)
        return (tap, first, second)
    }

    @Test func aTouchCancelledByTheActionOfItsReleasedBeganStaysCancelled() {
        let host = TestHost()
        let (tap, control, _) = makeScene(host)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        control.addAction(UIAction { [unowned host] _ in host.send(.cancel, at: .zero, pointer: 1) }, for: .touchDown)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        #expect(recorder.log.isEmpty) // began held by the tap recognizer
        host.send(.move, at: CGPoint(x: 50, y: 150), pointer: 1) // too far: the tap fails, began is released
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        // The touch is over, so the failed recognizer is reset for the next sequence.
        #expect(tap.state == .possible)
    }

    @Test func anOuterEventsTouchCancelledByANestedOneIsNotDeliveredAfterwards() {
        let host = TestHost()
        let (tap, first, second) = makeScene(host)
        let firstLog = ControlEventRecorder(), secondLog = ControlEventRecorder()
        firstLog.record(first, ControlEventRecorder.touchEvents)
        secondLog.record(second, ControlEventRecorder.touchEvents)
        first.addAction(UIAction { [unowned host] _ in
            host.send(.cancel, at: .zero, pointer: 1)
            host.send(.cancel, at: .zero, pointer: 2)
            host.send(.down, at: CGPoint(x: 150, y: 300), pointer: 3)
            host.send(.up, at: CGPoint(x: 150, y: 300), pointer: 3)
        }, for: .touchDown)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        // A second finger fails the one-finger tap: the first finger's began is released, and its
        // touchDown action cancels both fingers while the second one's down is still being dispatched.
        host.send(.down, at: CGPoint(x: 250, y: 50), pointer: 2)
        #expect(firstLog.log == ["touchDown", "cancel"])
        #expect(secondLog.log.isEmpty)
        #expect(!second.isTracking && !second.isHighlighted)
        host.advance(by: 1)
        #expect(tap.state == .possible)
    }

    /// Found by the presentation fuzzer: a second finger's down fails a double tap, which releases the
    /// first finger's held end; the control's touchUpInside action removes the control, which cancels
    /// the second finger — whose began then still reached the control, outside the window, and left
    /// it tracking for good.
    @Test func aTouchCancelledWhileItsViewLeavesTheWindowMidDispatchIsNotDeliveredAfterwards() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = true
        doubleTap.cancelsTouchesInView = false
        container.addGestureRecognizer(doubleTap)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addSubview(control)
        host.window.addSubview(container)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        control.addAction(UIAction { [unowned control] _ in control.removeFromSuperview() }, for: .touchUpInside)
        host.send(.down, at: CGPoint(x: 20, y: 20), pointer: 1)
        host.send(.up, at: CGPoint(x: 20, y: 20), pointer: 1)
        #expect(recorder.log == ["touchDown"]) // the end is held while a second tap may follow
        // Too far from the first tap for a double tap: the recognizer fails and releases the end.
        host.send(.down, at: CGPoint(x: 250, y: 250), pointer: 2)
        #expect(recorder.log == ["touchDown", "upInside"])
        #expect(control.window == nil)
        #expect(!control.isTracking && !control.isHighlighted)
        host.send(.up, at: CGPoint(x: 250, y: 250), pointer: 2)
        #expect(recorder.log == ["touchDown", "upInside"])
        #expect(doubleTap.state == .possible)
    }

    /// Found by the presentation fuzzer: a gesture cancelled by input nested in another recognizer's
    /// action had its cancelled action queued; its view then left the window before the queue ran, and
    /// detaching it threw the action away — the target never heard that the gesture ended.
    @Test func aGestureDetachedWithItsCancelStillQueuedSendsIt() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        container.addGestureRecognizer(press)
        host.window.addSubview(container)
        let other = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        host.window.addSubview(other)
        let tap = UITapGestureRecognizer { [unowned host] _ in
            host.send(.cancel, at: .zero, pointer: 1)
            container.removeFromSuperview()
        }
        other.addGestureRecognizer(tap)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        host.advance(by: 1)
        #expect(states == [.began])
        host.send(.down, at: CGPoint(x: 50, y: 450), pointer: 2)
        host.send(.up, at: CGPoint(x: 50, y: 450), pointer: 2)
        #expect(container.window == nil)
        #expect(states == [.began, .cancelled])
        #expect(press.state == .possible)
    }

    /// A long press on a container in the window, over a control inside it, with a recorder of the
    /// press's actions (a weak target: the test keeps it).
    private func makePressOverControl(_ host: TestHost)
        -> (container: UIView, press: UILongPressGestureRecognizer, control: UIControl, actions: ActionRecorder) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let actions = ActionRecorder()
        let press = actions.observe(UILongPressGestureRecognizer())
        container.addGestureRecognizer(press)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(control)
        host.window.addSubview(container)
        return (container, press, control, actions)
    }

    @Test func aTouchCancelledFromTheViewsCancelOfARecognizedGestureStaysCancelled() {
        let host = TestHost()
        let (_, press, control, actions) = makePressOverControl(host)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        // The control's cancel handler ends the finger with input of its own.
        control.addAction(UIAction { [unowned host] _ in host.send(.cancel, at: .zero, pointer: 1) }, for: .touchCancel)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        host.advance(by: 1) // the press begins and cancels the control's touch
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(actions.states == [.began, .cancelled])
        #expect(press.state == .possible)
        #expect(!control.isTracking && !control.isHighlighted)
    }

    /// Found by script/fuzz-events (issue 25): a long press recognizes, its view's touch is cancelled
    /// just before its began action, and the control's cancel action takes the recognizer's view out
    /// of the window. Detaching the recognizer sends the began it had queued, then cancels it; the
    /// began must not come again afterwards (its targets heard cancelled, then began, and no end).
    @Test func aRecognizerDetachedByTheCancelBeforeItsActionReportsBeganThenCancelled() {
        let host = TestHost()
        let (container, press, control, actions) = makePressOverControl(host)
        control.addAction(UIAction { [unowned container] _ in container.removeFromSuperview() }, for: .touchCancel)
        host.send(.down, at: CGPoint(x: 50, y: 50), pointer: 1)
        host.advance(by: 1) // the press begins: the control's touch is cancelled first
        #expect(container.window == nil)
        #expect(actions.states == [.began, .cancelled])
        #expect(press.state == .possible)
        host.send(.up, at: CGPoint(x: 50, y: 50), pointer: 1)
        #expect(actions.states == [.began, .cancelled])
    }
}
