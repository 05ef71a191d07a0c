import Foundation
import OpenUIKit

/// Typing, as a person types on a hardware keyboard: text to the first responder, keys to the window's
/// focus system (which gives an editing text field the editing keys first).
extension TestHost {
    /// Types `text` into the first responder, one character at a time as a keyboard sends them
    /// (``OpenUIKit/UIApplication/handleTextInput(_:)``), so the delegate is asked and `.editingChanged`
    /// is sent once per character. A "\n" presses Return. Returns whether every character was taken
    /// (false when nothing takes text: no text field is editing).
    @discardableResult
    public func type(_ text: String) -> Bool {
        runtime.run {
            var taken = true
            for character in text {
                if character == "\n" {
                    taken = pressKey(.keyboardReturnOrEnter) && taken
                } else {
                    taken = application.handleTextInput(String(character)) && taken
                }
                window._checkInvariants()
            }
            return taken
        }
    }

    /// Presses `key` with `modifierFlags` held (Backspace, arrows, Return, Command-C …), as the window
    /// host does. Returns whether anything used the key.
    @discardableResult
    public func pressKey(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        runtime.run {
            let used = window.focusSystem.handleKeyPress(key, modifierFlags: modifierFlags)
            window._checkInvariants()
            return used
        }
    }

    /// Presses Backspace `count` times.
    public func deleteBackward(count: Int = 1) {
        for _ in 0..<max(count, 0) { pressKey(.keyboardDeleteOrBackspace) }
    }
}
