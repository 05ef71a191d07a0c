import Foundation

/// How a bar's buttons look in each state, as UIKit's `UIBarButtonItemAppearance`: a
/// ``UINavigationBarAppearance``'s ``UINavigationBarAppearance/buttonAppearance`` (plain items) and
/// ``UINavigationBarAppearance/doneButtonAppearance`` (`.done` items). A navigation bar draws the
/// `.foregroundColor` and `.font` of the state's ``UIBarButtonItemStateAppearance/titleTextAttributes``.
@MainActor
public final class UIBarButtonItemAppearance {
    /// The look of an enabled button.
    public let normal: UIBarButtonItemStateAppearance
    /// The look while a finger is down on the button.
    public let highlighted: UIBarButtonItemStateAppearance
    /// The look of a disabled button.
    public let disabled: UIBarButtonItemStateAppearance
    /// The look of a focused button (stored; OpenUIKit's bars are not focusable).
    public let focused: UIBarButtonItemStateAppearance

    /// Default button looks for `style`, as UIKit's `init(style:)`: no attributes, so the bar's
    /// defaults apply (the tint colour; semibold for `.done`).
    public init(style: UIBarButtonItem.Style = .plain) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    private init(copying other: UIBarButtonItemAppearance) {
        normal = other.normal.copy()
        highlighted = other.highlighted.copy()
        disabled = other.disabled.copy()
        focused = other.focused.copy()
    }

    /// An independent copy, as UIKit's `copy()`.
    public func copy() -> UIBarButtonItemAppearance {
        UIBarButtonItemAppearance(copying: self)
    }

    /// Back to the default looks, as UIKit's `configureWithDefault(for:)`.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
    }
}
