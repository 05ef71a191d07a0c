import Foundation

/// The keyboard notifications UIKit posts on `NotificationCenter.default`, with UIKit's names.
///
/// There is no software keyboard on Linux: a host (or a test) posts these with the keyboard's end
/// frame, in screen coordinates, under ``keyboardFrameEndUserInfoKey``. The value is a `CGRect` (UIKit
/// wraps it in an `NSValue`, which has no `CGRect` form on Linux), and the animation's duration under
/// ``keyboardAnimationDurationUserInfoKey``. A form sheet moves up while the keyboard is shown.
extension UIResponder {
    /// Posted before the keyboard appears, with its end frame: a form sheet moves up to stay above it.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted before the keyboard disappears: a raised form sheet moves back to the centre.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard finished appearing (after the animation's duration).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted once the keyboard finished disappearing.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes, with the same `userInfo`: just before
    /// ``keyboardWillShowNotification`` or ``keyboardWillHideNotification``, the order iOS posts them in
    /// (will change frame, will show, did change frame, did show).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame changed: just before ``keyboardDidShowNotification`` or
    /// ``keyboardDidHideNotification``.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The userInfo key of the keyboard's frame at the start of its animation: a `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The userInfo key of the keyboard's frame at the end of its animation: a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The userInfo key of the keyboard animation's duration in seconds: a `TimeInterval`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The userInfo key of the keyboard animation's curve: the raw value (`Int`) of a
    /// `UIView.AnimationCurve`. iOS sends 7, a private curve; here it is `.easeInOut`, a value
    /// `UIView.AnimationCurve(rawValue:)` accepts (a Swift enum refuses unknown raw values, where UIKit's
    /// imported one takes them).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The userInfo key of whether the keyboard belongs to this app: a `Bool`, always true (one app
    /// runs on the screen).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
