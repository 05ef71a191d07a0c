import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Small builders shared by the focus tests.
@MainActor
enum FocusFixtures {
    /// A system button titled `title` at `frame`, added to `superview`.
    @discardableResult
    static func button(_ title: String, _ frame: CGRect, in superview: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        superview.addSubview(button)
        return button
    }

    /// The title of the focused button, or nil.
    static func focusedTitle(_ window: UIWindow) -> String? {
        (window.focusSystem.focusedItem as? UIButton)?.title(for: .normal)
    }

    /// Presses Tab (Shift-Tab when `backward`) `count` times and returns the focused button's title
    /// after each press.
    static func tab(_ window: UIWindow, times count: Int, backward: Bool = false) -> [String?] {
        (0..<count).map { _ in
            window.focusSystem.handleKeyPress(.keyboardTab, modifierFlags: backward ? .shift : [])
            return focusedTitle(window)
        }
    }
}
