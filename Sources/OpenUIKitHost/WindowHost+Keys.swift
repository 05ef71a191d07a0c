import Foundation
import OpenUIKit

/// What the host does with keys and the simulated keyboard by default (``WindowHost/keyHandler`` and
/// ``WindowHost/keyboardHandler``), public so a replacement handler can still call it.
extension WindowHost {
    /// Hands a key press to the window's ``OpenUIKit/UIFocusSystem``, as iPadOS hands hardware-keyboard
    /// keys to the focus system: Tab / Shift-Tab move focus, Space and Return press the focused
    /// control, Escape dismisses the frontmost dismissible presentation.
    ///
    /// A held Tab repeats (focus keeps moving, as on a Mac); the auto-repeat of Space, Return and Escape
    /// is ignored, so holding a key presses a button or dismisses a sheet once.
    public func routeToFocusSystem(_ press: HostKeyPress) {
        if press.isRepeat && press.key != .tab { return }
        window.focusSystem.handleKeyPress(press.key.usage, modifierFlags: press.isShiftDown ? .shift : [])
    }

    /// Posts UIKit's keyboard notifications for `change` on `NotificationCenter.default`:
    /// `keyboardWillShowNotification` / `keyboardWillHideNotification` at once, then
    /// `keyboardDidShowNotification` / `keyboardDidHideNotification` when the animation's duration has
    /// passed on the scheduler (a change before then replaces the pending did-notification, so the last
    /// one always matches the keyboard). The `userInfo` holds the begin and end frames (`CGRect`, window
    /// coordinates — the window fills the screen) and the duration, under UIKit's keys.
    public func postKeyboardNotifications(for change: HostKeyboardChange) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: change.beginFrame,
            UIResponder.keyboardFrameEndUserInfoKey: change.endFrame,
            UIResponder.keyboardAnimationDurationUserInfoKey: change.animationDuration,
        ]
        let will = change.isVisible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
        let did = change.isVisible ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification
        if let pending = pendingKeyboardDidNotification { Scheduler.main.cancel(pending) }
        NotificationCenter.default.post(name: will, object: nil, userInfo: userInfo)
        pendingKeyboardDidNotification = Scheduler.main.schedule(after: change.animationDuration) { [weak self] in
            self?.pendingKeyboardDidNotification = nil
            NotificationCenter.default.post(name: did, object: nil, userInfo: userInfo)
        }
    }
}
