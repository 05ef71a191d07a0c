import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Actions that change the control, its targets or the input while the control is dispatching
/// (issue 8, re-entrancy). As in UIKit, a dispatch works on a snapshot of the registrations taken when
/// it starts; OpenUIKit adds that a registration removed (or whose target was released) during the
/// dispatch is skipped, where UIKit would message the removed target anyway.
///
/// Actions capture their control and the host `unowned`: the control holds its actions (and the host
/// the control), so a strong capture would be a cycle that LeakSanitizer reports.
@MainActor
@Suite struct UIControlReentrancyTests {
    private func makeButton(in host: TestHost) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(button)
        return button
    }

    @Test func anActionThatRemovesItsControlLetsTheDispatchFinishWithoutACancel() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        button.addAction(UIAction { [unowned button] _ in button.removeFromSuperview() }, for: .touchUpInside)
        recorder.record(button, ControlEventRecorder.touchEvents)
        host.tap(button)
        #expect(recorder.log == ["touchDown", "upInside", "primary"])
        #expect(button.superview == nil)
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func anActionThatRemovesItsControlOnTouchDownCancelsTheTouch() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        recorder.record(button, ControlEventRecorder.touchEvents)
        button.addAction(UIAction { [unowned button] _ in button.removeFromSuperview() }, for: .touchDown)
        host.tap(button)
        // Leaving the window cancels the touch at once, inside the touchDown dispatch; the up that
        // follows finds no touch.
        #expect(recorder.log == ["touchDown", "cancel"])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func anActionThatReleasesALaterTargetSkipsIt() {
        let host = TestHost()
        let button = makeButton(in: host)
        var later: ControlEventRecorder? = ControlEventRecorder()
        weak let weakLater = later
        button.addAction(UIAction { _ in later = nil }, for: .touchUpInside)
        button.addTarget(later!, action: ControlEventRecorder.tapped as (ControlEventRecorder) -> () -> Void,
                         for: .touchUpInside)
        let diagnostics = Diagnostics.record { host.tap(button) }
        #expect(weakLater == nil)
        #expect(diagnostics.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    @Test func targetsAddedDuringADispatchRunFromTheNextOne() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        button.addAction(UIAction { [unowned button] _ in recorder.record(button, [("added", .touchUpInside)]) }, for: .touchUpInside)
        host.tap(button)
        #expect(recorder.log.isEmpty)
        host.tap(button)
        #expect(recorder.log == ["added"])
    }

    @Test func targetsRemovedDuringADispatchAreNotPerformedLaterInIt() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        button.addAction(UIAction { [unowned button] _ in button.removeTarget(recorder, action: nil, for: .allEvents) },
                         for: .touchUpInside)
        recorder.record(button, [("removed", .touchUpInside)])
        host.tap(button)
        #expect(recorder.log.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    /// Regression (found by the input fuzzer): a touch that began on the control from inside an action
    /// of the previous touch's end was left tracking but un-highlighted, and its end sent nothing.
    @Test func aTouchThatBeginsInsideTheEndOfThePreviousOneIsTrackedInFull() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        recorder.record(button, ControlEventRecorder.touchEvents)
        var nested = true
        button.addAction(UIAction { [unowned host, unowned button] _ in
            guard nested else { return }
            nested = false
            host.send(.down, at: host.center(of: button), pointer: 50)
        }, for: .touchUpInside)
        host.tap(button)
        // The new touch begins inside the first one's touchUpInside dispatch, before its
        // primaryActionTriggered.
        #expect(recorder.log == ["touchDown", "upInside", "touchDown", "primary"])
        #expect(button.isTracking && button.isHighlighted)
        host.send(.up, at: host.center(of: button), pointer: 50)
        #expect(recorder.log == ["touchDown", "upInside", "touchDown", "primary", "upInside", "primary"])
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test func aNestedEndOfTheCurrentTouchEndsItsSessionOnce() {
        let host = TestHost()
        let button = makeButton(in: host)
        let recorder = ControlEventRecorder()
        recorder.record(button, ControlEventRecorder.touchEvents)
        let center = host.center(of: button)
        button.addAction(UIAction { [unowned host] _ in host.send(.up, at: center, pointer: 7) }, for: .touchDown)
        host.send(.down, at: center, pointer: 7)
        #expect(recorder.log == ["touchDown", "upInside", "primary"])
        #expect(!button.isTracking && !button.isHighlighted)
    }
}
