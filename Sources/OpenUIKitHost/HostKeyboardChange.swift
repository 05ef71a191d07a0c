import Foundation
import OpenUIKit

/// The on-screen keyboard appearing or disappearing, as UIKit describes it in the `userInfo` of
/// `keyboardWillShowNotification` / `keyboardWillHideNotification`: begin and end frames and the
/// animation's duration.
///
/// Linux has no on-screen keyboard; the host simulates one (a key toggles it) so that form sheets and
/// other layouts that react to the keyboard can be seen and tested. ``WindowHost/keyboardHandler``
/// receives each change and posts the notifications.
public struct HostKeyboardChange: Equatable, Sendable {
    /// Whether the keyboard is now shown.
    public var isVisible: Bool
    /// Where the keyboard was (window coordinates): off the bottom edge when it is appearing.
    public var beginFrame: CGRect
    /// Where the keyboard will be: off the bottom edge when it is disappearing.
    public var endFrame: CGRect
    /// UIKit animates the keyboard in 0.25 s (`keyboardAnimationDurationUserInfoKey`).
    public var animationDuration: TimeInterval

    /// A change with explicit frames, for a keyboard of another size or place than the simulated one.
    public init(isVisible: Bool, beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval = 0.25) {
        self.isVisible = isVisible
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
    }

    /// The change for showing or hiding a keyboard at the bottom of a window with `bounds`
    /// (`KeyboardState.frames(in:idiom:)`).
    public init(showing isVisible: Bool, in bounds: CGRect, idiom: UIUserInterfaceIdiom) {
        let frames = KeyboardState.frames(in: bounds, idiom: idiom)
        self.init(isVisible: isVisible, beginFrame: isVisible ? frames.hidden : frames.shown,
                  endFrame: isVisible ? frames.shown : frames.hidden)
    }

    /// The simulated keyboard's height (`KeyboardState.height(for:idiom:)`).
    public static func keyboardHeight(for size: CGSize, idiom: UIUserInterfaceIdiom) -> CGFloat {
        KeyboardState.height(for: size, idiom: idiom)
    }
}
