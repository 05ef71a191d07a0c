import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A control that records the tracking calls and can refuse to begin or continue.
@MainActor
final class TrackingProbe: UIControl {
    var calls: [String] = []
    var acceptsBegin = true
    var acceptsContinue = true
    var highlightedDuringUp: [Bool] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        return acceptsBegin
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return acceptsContinue
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
        super.cancelTracking(with: event)
    }
    override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents == .touchUpInside {
            highlightedDuringUp.append(isHighlighted)
        }
        super.sendActions(for: controlEvents)
    }
}

@MainActor
@Suite struct UIControlTrackingTests {
    /// A host with a probe at (100, 100, 100×50) whose every touch event is recorded. Built inside each
    /// test body: the shared application and scheduler are global, and suites may be set up in parallel.
    private func fixture() -> (TestHost, TrackingProbe, ControlEventRecorder) {
        let host = TestHost()
        let control = TrackingProbe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        let recorder = ControlEventRecorder()
        host.window.addSubview(control)
        recorder.record(control, ControlEventRecorder.touchEvents)
        return (host, control, recorder)
    }

    /// A plain control sends no `.primaryActionTriggered` (UIControlPrimaryActionTests covers buttons).
    @Test func tapSendsDownThenUpInsideWhileHighlighted() {
        let (host, control, recorder) = fixture()
        let id = host.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        host.send(.up, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "upInside"])
        #expect(control.calls == ["begin", "end"])
        #expect(control.highlightedDuringUp == [true])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func secondTapOfADoubleTapAddsTouchDownRepeatAsASeparatePass() {
        let (host, _, _) = fixture()
        var passes: [UIControl.Event] = []
        final class PassRecorder: UIControl {
            var onPass: ((UIControl.Event) -> Void)?
            override func sendActions(for controlEvents: UIControl.Event) { onPass?(controlEvents) }
        }
        let probe = PassRecorder(frame: CGRect(x: 0, y: 300, width: 100, height: 50))
        host.window.addSubview(probe)
        probe.onPass = { passes.append($0) }
        host.doubleTap(probe)
        #expect(passes == [.touchDown, .touchUpInside, .touchDown, .touchDownRepeat, .touchUpInside])
    }

    @Test func dragOutAndBackSendsExitEnterAndInsideOutside() {
        let (host, control, recorder) = fixture()
        let id = host.touchDown(at: CGPoint(x: 150, y: 125))
        host.send(.move, at: CGPoint(x: 160, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "dragInside"])
        // 60 pt below the bottom edge is still inside the 70 pt tracking margin.
        host.send(.move, at: CGPoint(x: 150, y: 150 + 60), pointer: id)
        #expect(control.isTouchInside && control.isHighlighted)
        host.send(.move, at: CGPoint(x: 150, y: 150 + 80), pointer: id)
        #expect(!control.isTouchInside && !control.isHighlighted)
        host.send(.move, at: CGPoint(x: 150, y: 150 + 90), pointer: id)
        host.send(.move, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(control.isHighlighted)
        host.send(.up, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "dragInside", "dragInside", "dragExit", "dragOutside",
                                 "dragOutside", "dragEnter", "dragInside", "upInside"])
    }

    @Test func releaseOutsideTheMarginSendsTouchUpOutside() {
        let (host, control, recorder) = fixture()
        host.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 125 + 200), steps: 1)
        #expect(recorder.log == ["touchDown", "dragExit", "dragOutside", "upOutside"])
        #expect(control.calls == ["begin", "continue", "end"])
        #expect(!control.isHighlighted)
    }

    @Test func trackingMarginIsSeventyPoints() {
        let (host, _, recorder) = fixture()
        #expect(UIControl.touchTrackingMargin == 70)
        host.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 200 + 69, y: 125), steps: 1)
        #expect(recorder.log.last == "upInside")
    }

    @Test func cancelSendsTouchCancelAndUnhighlights() {
        let (host, control, recorder) = fixture()
        let id = host.touchDown(at: CGPoint(x: 150, y: 125))
        host.send(.cancel, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(control.calls == ["begin", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func removalFromTheWindowWhileTrackingCancels() {
        let (host, control, recorder) = fixture()
        let id = host.touchDown(at: CGPoint(x: 150, y: 125))
        control.removeFromSuperview()
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
        host.send(.up, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "cancel"])
    }

    @Test func disablingWhileTrackingCancelsAndTheUpSendsNothing() {
        let (host, control, recorder) = fixture()
        let id = host.touchDown(at: CGPoint(x: 150, y: 125))
        control.isEnabled = false
        #expect(recorder.log == ["touchDown", "cancel"])
        host.send(.up, at: CGPoint(x: 150, y: 125), pointer: id)
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func anActionThatDisablesTheControlOnTouchUpDoesNotCancelTheFinishedTouch() {
        let (host, control, recorder) = fixture()
        control.addAction(UIAction { [unowned control] _ in control.isEnabled = false }, for: .touchUpInside)
        host.tap(control)
        #expect(recorder.log == ["touchDown", "upInside"])
    }

    @Test func onlyTheFirstTouchIsTracked() {
        let (host, control, recorder) = fixture()
        control.isMultipleTouchEnabled = true
        let first = host.touchDown(at: CGPoint(x: 120, y: 125))
        let second = host.touchDown(at: CGPoint(x: 180, y: 125))
        host.send(.move, at: CGPoint(x: 150, y: 125 + 200), pointer: second)
        host.send(.up, at: CGPoint(x: 150, y: 125 + 200), pointer: second)
        #expect(recorder.log == ["touchDown"])
        #expect(control.isHighlighted)
        host.send(.up, at: CGPoint(x: 120, y: 125), pointer: first)
        #expect(recorder.log == ["touchDown", "upInside"])
    }

    @Test func falseFromBeginTrackingStopsEverything() {
        let (host, control, recorder) = fixture()
        control.acceptsBegin = false
        host.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 125), steps: 2)
        #expect(recorder.log.isEmpty)
        #expect(control.calls == ["begin"])
        #expect(!control.isHighlighted)
    }

    @Test func falseFromContinueTrackingStopsFurtherEvents() {
        let (host, control, recorder) = fixture()
        control.acceptsContinue = false
        host.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 160, y: 125), steps: 3)
        #expect(recorder.log == ["touchDown"])
        #expect(control.calls == ["begin", "continue"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func actionsCarryTheTouchEvent() {
        let (host, control, recorder) = fixture()
        control.addTarget(recorder, action: ControlEventRecorder.tapped(_:forEvent:), for: .touchUpInside)
        host.tap(control)
        #expect(recorder.events.count == 1)
        #expect(recorder.events.first??.type == .touches)
    }
}
