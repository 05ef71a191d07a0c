import Foundation
import OpenUIKit

/// What the host does with keys and the simulated keyboard by default (``WindowHost/keyHandler`` and
/// ``WindowHost/keyboardHandler``), public so a replacement handler can still call it.
extension WindowHost {
    /// Hands a key press to the window's `UIFocusSystem`, as iPadOS hands hardware-keyboard
    /// keys to the focus system: Tab / Shift-Tab move focus, Space and Return press the focused
    /// control, Escape dismisses the frontmost dismissible presentation — and an editing text field
    /// takes its editing keys first (the focus system gives them to it).
    ///
    /// A held Tab or editing key repeats (focus keeps moving, Backspace keeps deleting, as on a Mac);
    /// the auto-repeat of Space, Return, Escape and the shortcuts is ignored, so holding a key presses a
    /// button or dismisses a sheet once.
    public func routeToFocusSystem(_ press: HostKeyPress) {
        if press.isRepeat && !press.key.repeats { return }
        window.focusSystem.handleKeyPress(press.key.usage, modifierFlags: press.modifierFlags)
    }

    /// Posts UIKit's keyboard notifications for `change` (see `KeyboardNotificationPoster`).
    public func postKeyboardNotifications(for change: HostKeyboardChange) {
        keyboardNotifications.post(for: change)
    }
}
