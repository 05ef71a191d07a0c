import Foundation

/// Whether an app's on-screen keyboard is up, and where: kept once, in the app's ``AppRuntime``.
///
/// UIKit has no API that says whether the keyboard is shown; its own views learn it from
/// `keyboardWillShowNotification` / `keyboardWillHideNotification`. There is no software keyboard on
/// Linux: a host simulates one, and apps and tests post those notifications. The runtime records each
/// notification here (`UIApplication+Keyboard.swift`) and a host that shows or hides its simulated
/// keyboard records it here too, so the host, the application and the form sheets that move out of the
/// keyboard's way all read one record rather than keeping their own.
public struct KeyboardState: Equatable, Sendable {
    /// The keyboard's end frame in window coordinates while it is up; nil while it is hidden.
    public var frame: CGRect?

    /// A keyboard up at `frame` (window coordinates), or hidden when nil: a new runtime starts with
    /// it hidden.
    public init(frame: CGRect? = nil) {
        self.frame = frame
    }

    /// Whether the keyboard is up.
    public var isVisible: Bool { frame != nil }

    /// The simulated keyboard's height: close to what iOS 17 reports for its keyboard with the
    /// suggestion bar — 336 pt on a phone in portrait, 209 pt in landscape, 313 pt on an iPad in
    /// portrait, 398 pt in landscape — never more than half the window.
    public static func height(for size: CGSize, idiom: UIUserInterfaceIdiom) -> CGFloat {
        let isLandscape = size.width > size.height
        let height: CGFloat = switch idiom {
        case .phone: isLandscape ? 209 : 336
        default: isLandscape ? 398 : 313
        }
        return min(height, max(size.height, 0) / 2)
    }

    /// Where a keyboard of ``height(for:idiom:)`` is at the bottom of a window with `bounds`: `shown`
    /// against the bottom edge, `hidden` just below it (where it slides in from).
    public static func frames(in bounds: CGRect, idiom: UIUserInterfaceIdiom) -> (shown: CGRect, hidden: CGRect) {
        let height = height(for: bounds.size, idiom: idiom)
        return (CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height),
                CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height))
    }
}
