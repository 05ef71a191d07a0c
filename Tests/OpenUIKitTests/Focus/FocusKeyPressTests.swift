import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Space and Return press the focused control.
@MainActor
@Suite struct FocusKeyPressTests {
    @Test(arguments: [UIKeyboardHIDUsage.keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter])
    func theKeyPressesTheFocusedControlAsACompletedTap(key: UIKeyboardHIDUsage) {
        let host = TestHost(device: .iPad)
        let other = FocusFixtures.button("other", CGRect(x: 20, y: 20, width: 100, height: 44), in: host.window)
        let button = FocusFixtures.button("B", CGRect(x: 20, y: 80, width: 100, height: 44), in: host.window)
        let recorder = ControlEventRecorder()
        recorder.record(button, ControlEventRecorder.touchEvents)
        let otherRecorder = ControlEventRecorder()
        otherRecorder.record(other, ControlEventRecorder.touchEvents)
        var primaryActions = 0
        button.addAction(UIAction { _ in primaryActions += 1 }, for: .primaryActionTriggered)

        #expect(!host.window.focusSystem.handleKeyPress(key), "nothing focused: nothing pressed")
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(host.window.focusSystem.handleKeyPress(key))
        #expect(recorder.log == ["upInside", "primary"])
        #expect(primaryActions == 1)
        #expect(otherRecorder.log.isEmpty)
        #expect(!button.isHighlighted && button.isFocused)
    }

    @Test func aControlDisabledByItsOwnActionIsNotPressedAgain() {
        let host = TestHost(device: .iPad)
        let button = FocusFixtures.button("B", CGRect(x: 20, y: 20, width: 100, height: 44), in: host.window)
        var presses = 0
        button.addAction(UIAction { [unowned button] _ in  // unowned: the button holds its actions
            presses += 1
            button.isEnabled = false
        }, for: .touchUpInside)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        host.window.focusSystem.handleKeyPress(.keyboardSpacebar)
        #expect(presses == 1)
        #expect(!button.isFocused, "disabled by its action: focus is cleared")
        #expect(!host.window.focusSystem.handleKeyPress(.keyboardSpacebar))
        #expect(presses == 1)
    }
}
