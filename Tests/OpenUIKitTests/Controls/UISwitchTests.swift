import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// UISwitch as Apple documents it: `isOn` / `setOn(_:animated:)` change the value without events; a tap
/// or a drag across changes it and sends `.valueChanged` once; the frame's size is ignored (51 × 31).
@MainActor
@Suite struct UISwitchTests {
    let host = TestHost()

    /// A switch in the window at (20, 40), with a recorder of its value events.
    private func shownSwitch() -> (UISwitch, ControlEventRecorder) {
        let control = UISwitch(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, [("valueChanged", .valueChanged), ("primary", .primaryActionTriggered)])
        return (control, recorder)
    }

    @Test func theFrameSizeIsIgnored() {
        let control = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
        #expect(!UISwitch().isOn)
    }

    @Test func settingTheValueFromCodeSendsNoEvent() {
        let (control, recorder) = shownSwitch()
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        #expect(control.isOn)
        #expect(recorder.log.isEmpty)
    }

    @Test func aTapFlipsTheSwitchAndSendsValueChangedOnce() {
        let (control, recorder) = shownSwitch()
        host.tap(control)
        #expect(control.isOn)
        #expect(recorder.log == ["valueChanged", "primary"])
        host.tap(control)
        #expect(!control.isOn)
        #expect(recorder.log.count == 4)
    }

    @Test func aDragAcrossTurnsItOnAndBackAcrossSendsNothing() {
        let (control, recorder) = shownSwitch()
        let left = CGPoint(x: 30, y: 55), right = CGPoint(x: 65, y: 55)
        host.drag(from: left, to: right)
        #expect(control.isOn)
        #expect(recorder.log == ["valueChanged", "primary"])
        // Across and back: the switch ends where it began, and nothing is sent.
        let id = host.touchDown(at: right)
        host.send(.move, at: left, pointer: id)
        host.send(.move, at: right, pointer: id)
        host.send(.up, at: right, pointer: id)
        #expect(control.isOn)
        #expect(recorder.log.count == 2)
    }

    @Test func aDragThatStaysOnItsSideLeavesTheValue() {
        let (control, recorder) = shownSwitch()
        host.drag(from: CGPoint(x: 22, y: 55), to: CGPoint(x: 40, y: 55))
        #expect(!control.isOn)
        #expect(recorder.log.isEmpty)
    }

    @Test func aDragFollowsTheFingerAcrossBeforeTheValueChanges() {
        let (control, recorder) = shownSwitch()
        let id = host.touchDown(at: CGPoint(x: 30, y: 55))
        host.send(.move, at: CGPoint(x: 66, y: 55), pointer: id)
        host.advance(by: UISwitch.thumbAnimationDuration + 0.05)
        #expect(control.thumbPosition == 1)
        #expect(!control.isOn)           // the value changes when the finger lifts
        #expect(recorder.log.isEmpty)
        host.send(.up, at: CGPoint(x: 66, y: 55), pointer: id)
        #expect(control.isOn)
        #expect(recorder.log == ["valueChanged", "primary"])
    }

    @Test func aCancelledTouchChangesNothing() {
        let (control, recorder) = shownSwitch()
        let id = host.touchDown(at: CGPoint(x: 30, y: 55))
        host.send(.move, at: CGPoint(x: 66, y: 55), pointer: id)
        host.send(.cancel, at: CGPoint(x: 66, y: 55), pointer: id)
        host.advance(by: 1)
        #expect(!control.isOn)
        #expect(control.thumbPosition == 0)
        #expect(recorder.log.isEmpty)
    }

    @Test func theThumbSlidesInVirtualTime() {
        let (control, _) = shownSwitch()
        control.setOn(true, animated: true)
        #expect(control.isOn)
        #expect(control.thumbPosition == 0)
        host.advance(by: UISwitch.thumbAnimationDuration / 2)
        #expect(control.thumbPosition > 0.2 && control.thumbPosition < 0.8)
        host.advance(by: UISwitch.thumbAnimationDuration)
        #expect(control.thumbPosition == 1)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func withoutAnimationOrAWindowTheThumbJumps() {
        let loose = UISwitch()
        loose.setOn(true, animated: true)
        #expect(loose.thumbPosition == 1)
        let (control, _) = shownSwitch()
        control.setOn(true, animated: false)
        #expect(control.thumbPosition == 1)
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let (control, recorder) = shownSwitch()
        control.isEnabled = false
        host.tap(control)
        #expect(!control.isOn)
        #expect(recorder.log.isEmpty)
    }

    @Test func thePrimaryActionRunsOnEachChange() {
        var seen: [Bool] = []
        let control = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0),
                               primaryAction: UIAction { action in seen.append((action.sender as? UISwitch)?.isOn ?? false) })
        host.window.addSubview(control)
        host.tap(control)
        host.tap(control)
        #expect(seen == [true, false])
    }

    @Test func spaceFlipsTheFocusedSwitch() {
        let host = TestHost(device: .iPad)
        let control = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, [("valueChanged", .valueChanged)] + ControlEventRecorder.touchEvents)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(control.isFocused)
        host.window.focusSystem.handleKeyPress(.keyboardSpacebar)
        #expect(control.isOn)
        #expect(recorder.log == ["valueChanged", "primary"])
    }

    @Test func itDrawsItsTrackInTheOnTintAsTheThumbArrives() {
        let (control, _) = shownSwitch()
        control.onTintColor = .systemRed
        #expect(!control.contentDisplayList.commands.contains(
            .fill(CGRect(x: 0, y: 0, width: 51, height: 31), color: .systemRed, cornerRadius: 15.5)))
        control.isOn = true
        #expect(control.contentDisplayList.commands.contains(
            .fill(CGRect(x: 0, y: 0, width: 51, height: 31), color: .systemRed, cornerRadius: 15.5)))
    }
}
