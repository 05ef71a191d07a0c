import Foundation
import OpenUIKit

/// Hardware keys, as a person with a keyboard presses them on an iPad: each goes to the window's
/// focus system as the host's key events do (`UIFocusSystem.handleKeyPress(_:modifierFlags:)`): Tab
/// and Shift-Tab move focus, Return and Space press the focused control (Return, with none, chooses an
/// alert's preferred action), Escape dismisses what the user may dismiss or cancels an alert. The
/// window is then laid out and checked, as after any input.
extension TestHost {
    /// Presses and releases `key` (with `modifierFlags`); returns whether the key did something.
    @discardableResult
    public func press(key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        let handled = run { window.focusSystem.handleKeyPress(key, modifierFlags: modifierFlags) }
        advance(by: 0)
        return handled
    }
}
