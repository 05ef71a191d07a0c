import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIControlStateTests {
    @Test func stateRawValuesMatchUIKit() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 << 0)
        #expect(UIControl.State.disabled.rawValue == 1 << 1)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
        #expect(UIControl.State.focused.rawValue == 1 << 3)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func eventRawValuesMatchUIKit() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0000_0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw) }
    }

    @Test func stateIsMadeFromTheFlags() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        #expect(!control.isHighlighted)
    }

    @Test func disabledControlIsNeverHighlighted() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        control.isEnabled = false
        control.isHighlighted = true
        #expect(!control.isHighlighted)
        #expect(control.state == .disabled)
    }

    @Test func subclassAddsApplicationBits() {
        final class Loading: UIControl {
            var isLoading = false { didSet { setNeedsLayout() } }
            override var state: UIControl.State {
                isLoading ? super.state.union(UIControl.State(rawValue: 1 << 17)) : super.state
            }
        }
        let control = Loading(frame: .zero)
        control.isSelected = true
        control.isLoading = true
        #expect(control.state.rawValue == (1 << 17) | UIControl.State.selected.rawValue)
        #expect(control.state.isSubset(of: [.application, .selected]))
    }

    @Test func disabledControlIsSkippedByHitTestingAndTheTouchGoesBehind() {
        let host = TestHost()
        final class Behind: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let behind = Behind(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(behind)
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)

        control.isEnabled = false
        #expect(control.isUserInteractionEnabled)
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === behind)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(behind.log == ["began", "ended"])
        #expect(recorder.log.isEmpty)

        control.isEnabled = true
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === control)
    }
}
