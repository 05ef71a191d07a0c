import Foundation

/// The on-screen keyboard follows the first responder, as on iOS: it slides up when a text input (a
/// responder adopting ``UIKeyInput``, such as ``UITextField``) becomes first responder, and down when
/// the first responder stops being one — but not between two text inputs (tapping from one field to
/// the next keeps the keyboard up, as UIKit does).
///
/// Linux has no on-screen keyboard; the runtime simulates its coming and going: it records the frame
/// in ``AppRuntime/keyboard`` (the one record of the keyboard: form sheets move with it, the window
/// host reads it) and posts UIKit's notifications through ``AppRuntime/keyboardNotifications`` —
/// `keyboardWillShowNotification` at once, `keyboardDidShowNotification` 0.25 s later on the
/// scheduler (UIKit's keyboard animation duration) — with a keyboard of
/// ``KeyboardState/height(for:idiom:)`` at the bottom of the input's window. A keyboard the window
/// host's toggle key showed stays up until a text input leaves first responder.
extension UIApplication {
    /// UIKit's keyboard animation duration (`keyboardAnimationDurationUserInfoKey`): 0.25 s.
    static let softwareKeyboardAnimationDuration: TimeInterval = 0.25

    /// Shows or hides the keyboard after the first responder changed from `previous`.
    func softwareKeyboardFollowsFirstResponder(previous: UIResponder?) {
        guard let runtime else { return }
        let wantsKeyboard = firstResponder is UIKeyInput
        let isVisible = runtime.keyboard.isVisible
        if wantsKeyboard == isVisible { return }
        // Only a text input leaving takes down a keyboard: one the host's toggle key showed stays.
        if !wantsKeyboard, !(previous is UIKeyInput) { return }
        let view = (firstResponder as? UIView) ?? (previous as? UIView)
        guard let window = view?.window ?? keyWindow else { return }
        let frames = KeyboardState.frames(in: window.bounds, idiom: window.screen.device.idiom)
        let duration = Self.softwareKeyboardAnimationDuration
        runtime.keyboardChanged(to: wantsKeyboard ? frames.shown : nil, animationDuration: duration)
        runtime.keyboardNotifications.post(isVisible: wantsKeyboard,
                                           beginFrame: wantsKeyboard ? frames.hidden : frames.shown,
                                           endFrame: wantsKeyboard ? frames.shown : frames.hidden,
                                           animationDuration: duration)
    }
}
