import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `.primaryActionTriggered` is "a semantic action triggered by buttons" (Apple's `UIControl.Event`
/// documentation): a control with a primary action (UIButton) sends it after `.touchUpInside` and on
/// a keyboard press; a plain `UIControl` subclass never does.
@MainActor
@Suite struct UIControlPrimaryActionTests {
    private func tapped(_ control: UIControl) -> [String] {
        let host = TestHost()
        control.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        host.tap(control)
        return recorder.log
    }

    @Test func aPlainControlNeverSendsPrimaryActionTriggered() {
        final class Plain: UIControl {}
        #expect(tapped(Plain(frame: .zero)) == ["touchDown", "upInside"])
    }

    @Test func aButtonSendsPrimaryActionTriggeredAfterTouchUpInside() {
        #expect(tapped(UIButton(type: .system)) == ["touchDown", "upInside", "primary"])
        #expect(tapped(UIButton(type: .custom)) == ["touchDown", "upInside", "primary"])
    }

    @Test func aKeyboardPressOnAPlainControlSendsNoPrimaryAction() {
        final class Focusable: UIControl {}
        let host = TestHost(device: .iPad)
        let control = Focusable(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, ControlEventRecorder.touchEvents)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(control.isFocused)
        host.window.focusSystem.handleKeyPress(.keyboardSpacebar)
        #expect(recorder.log == ["upInside"])
    }

    @Test func performPrimaryActionSendsTheRegisteredPrimaryActions() {
        let button = UIButton(type: .system)
        var performed: [String] = []
        button.addAction(UIAction { _ in performed.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in performed.append("up") }, for: .touchUpInside)
        button.performPrimaryAction()
        #expect(performed == ["primary"])
    }

    @Test func menuPropertiesExistAndDefaultToFalse() {
        let button = UIButton(type: .system)
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(!button.showsMenuAsPrimaryAction)
        button.isContextMenuInteractionEnabled = true
        button.showsMenuAsPrimaryAction = true
        #expect(button.isContextMenuInteractionEnabled && button.showsMenuAsPrimaryAction)
    }

    @Test func enumerateEventHandlersVisitsEveryRegistrationInOrderAndCanStop() {
        let control = UIControl(frame: .zero)
        let recorder = ControlEventRecorder()
        let action = UIAction(identifier: UIAction.Identifier("a")) { _ in }
        control.addTarget(recorder, action: Selector(named: "tapped"), for: .touchUpInside)
        control.addAction(action, for: [.touchDown, .valueChanged])
        control.addTarget(nil, action: Selector(named: "copy:"), for: .editingChanged)
        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { seen.append("action \(action.identifier.rawValue) \(events.rawValue)") }
            if let (target, selector) = targetAction {
                let who = target.map { $0 as AnyObject === recorder ? "recorder" : "other" } ?? "nil"
                seen.append("\(who) \(selector.name) \(events.rawValue)")
            }
        }
        #expect(seen == [
            "recorder tapped \(UIControl.Event.touchUpInside.rawValue)",
            "action a \(UIControl.Event([.touchDown, .valueChanged]).rawValue)",
            "nil copy: \(UIControl.Event.editingChanged.rawValue)",
        ])
        var visited = 0
        control.enumerateEventHandlers { _, _, _, stop in
            visited += 1
            stop = true
        }
        #expect(visited == 1)
    }
}
