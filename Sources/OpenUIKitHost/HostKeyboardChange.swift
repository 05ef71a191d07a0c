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

    public init(isVisible: Bool, beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval = 0.25) {
        self.isVisible = isVisible
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.animationDuration = animationDuration
    }

    /// The change for showing or hiding a keyboard at the bottom of a window with `bounds`.
    public init(showing isVisible: Bool, in bounds: CGRect, idiom: UIUserInterfaceIdiom) {
        let height = Self.keyboardHeight(for: bounds.size, idiom: idiom)
        let shown = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        let hidden = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
        self.init(isVisible: isVisible, beginFrame: isVisible ? hidden : shown, endFrame: isVisible ? shown : hidden)
    }

    /// The simulated keyboard's height: close to what iOS 17 reports for its keyboard with the
    /// suggestion bar — 336 pt on a phone in portrait, 209 pt in landscape, 313 pt on an iPad in
    /// portrait, 398 pt in landscape — never more than half the window.
    public static func keyboardHeight(for size: CGSize, idiom: UIUserInterfaceIdiom) -> CGFloat {
        let isLandscape = size.width > size.height
        let height: CGFloat = switch idiom {
        case .phone: isLandscape ? 209 : 336
        default: isLandscape ? 398 : 313
        }
        return min(height, max(size.height, 0) / 2)
    }
}
