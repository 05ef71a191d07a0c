import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A view that leaves its place in the hierarchy cancels the touches on it and inside it *before* it
/// leaves, so a control tracking a touch forwarded from a plain subview (along the responder chain)
/// hears the cancel and is never left highlighted. Found by the input fuzzer.
@MainActor
@Suite struct UIViewHierarchyTouchTests {
    private func makeButtonWithPlainSubview(_ host: TestHost) -> (UIButton, UIView, ControlEventRecorder) {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        button.addSubview(badge)
        host.window.addSubview(button)
        let recorder = ControlEventRecorder()
        recorder.record(button, ControlEventRecorder.touchEvents)
        return (button, badge, recorder)
    }

    @Test func removingTheTouchedSubviewCancelsTheControlsForwardedTouch() {
        let host = TestHost()
        let (button, badge, recorder) = makeButtonWithPlainSubview(host)
        let pointer = host.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(recorder.log == ["touchDown"])
        badge.removeFromSuperview()
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        host.send(.up, at: CGPoint(x: 30, y: 30), pointer: pointer)
        #expect(recorder.log == ["touchDown", "cancel"])
    }

    @Test func movingTheTouchedSubviewElsewhereCancelsToo() {
        let host = TestHost()
        let (button, badge, recorder) = makeButtonWithPlainSubview(host)
        _ = host.touchDown(at: CGPoint(x: 30, y: 30))
        host.window.addSubview(badge)
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(badge.superview === host.window)
    }

    @Test func reorderingSiblingsKeepsTheTouch() {
        let host = TestHost()
        let (button, badge, recorder) = makeButtonWithPlainSubview(host)
        let pointer = host.touchDown(at: CGPoint(x: 30, y: 30))
        button.sendSubviewToBack(badge)
        button.addSubview(badge)
        host.send(.up, at: CGPoint(x: 30, y: 30), pointer: pointer)
        #expect(recorder.log == ["touchDown", "upInside", "primary"])
    }

    @Test func aCancelHandlerThatMovesTheViewDoesNotCorruptTheHierarchy() {
        let host = TestHost()
        let (button, badge, _) = makeButtonWithPlainSubview(host)
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        host.window.addSubview(other)
        button.addAction(UIAction { [unowned other, unowned badge] _ in other.addSubview(badge) }, for: .touchCancel)
        _ = host.touchDown(at: CGPoint(x: 30, y: 30))
        badge.removeFromSuperview()
        #expect(badge.superview == nil)
        #expect(!other.subviews.contains { $0 === badge })
        #expect(!button.subviews.contains { $0 === badge })
    }

    /// Found by the presentation fuzzer: a control that answers each cancel with a new finger on
    /// itself made its removal start over forever (a stack overflow).
    @Test func aCancelHandlerThatTouchesTheViewAgainDoesNotStopItsRemoval() {
        let host = TestHost()
        let (button, _, recorder) = makeButtonWithPlainSubview(host)
        var fingers = 10
        button.addAction(UIAction { [unowned host] _ in
            fingers += 1
            host.send(.down, at: CGPoint(x: 100, y: 50), pointer: fingers)
        }, for: .touchCancel)
        _ = host.touchDown(at: CGPoint(x: 100, y: 50))
        button.removeFromSuperview()
        #expect(button.superview == nil)
        // The new finger is held until the button is gone (as UIKit's event queue would deliver it
        // after the action returns), so it lands where the button was and the button hears nothing.
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(fingers == 11, "one cancel, one new finger: the removal did not start over")
    }

    @Test func aCancelHandlerThatTouchesTheViewAgainDoesNotStopItsMove() {
        let host = TestHost()
        let (button, _, recorder) = makeButtonWithPlainSubview(host)
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 300))
        host.window.addSubview(other)
        var fingers = 10
        button.addAction(UIAction { [unowned host, unowned button] _ in
            fingers += 1
            host.send(.down, at: button.convert(CGPoint(x: 100, y: 50), to: nil), pointer: fingers)
        }, for: .touchCancel)
        _ = host.touchDown(at: CGPoint(x: 100, y: 50))
        other.addSubview(button)
        #expect(button.superview === other)
        // The finger put down from the cancel handler is held until the button has moved, so it lands
        // where the button was, not on the button halfway through its move.
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        host.send(.up, at: CGPoint(x: 100, y: 50), pointer: fingers)
        // At its new place the button works as before.
        let moved = button.convert(CGPoint(x: 100, y: 50), to: nil)
        host.send(.down, at: moved, pointer: 1)
        host.send(.up, at: moved, pointer: 1)
        #expect(recorder.log == ["touchDown", "cancel", "touchDown", "upInside", "primary"])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func removingAControlWhoseEndIsHeldByARecognizerCancelsItThere() {
        let host = TestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2 // holds the first tap's end (delaysTouchesEnded)
        container.addGestureRecognizer(doubleTap)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(control)
        host.window.addSubview(container)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        control.addTarget(recorder, action: ControlEventRecorder.tapped(_:forEvent:), for: .touchCancel)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.log == ["touchDown"]) // the end waits for the double tap to fail
        control.removeFromSuperview()
        #expect(recorder.log == ["touchDown", "cancel", "tapped(sender,event)"])
        // Cancelled by the removal, not by a touch event: `cancelTracking(with: nil)`, as UIKit.
        #expect(recorder.events.count == 1 && recorder.events[0] == nil)
        #expect(!control.isTracking && !control.isHighlighted)
        host.advance(by: 1)
        #expect(recorder.log == ["touchDown", "cancel", "tapped(sender,event)"])
        #expect(doubleTap.state == .possible)
    }
}
