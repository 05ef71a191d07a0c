import Foundation

/// How a tab bar's items look in each state, for one layout, as UIKit's `UITabBarItemAppearance`
/// (iOS 13). ``UITabBarAppearance`` holds one per layout: stacked (an iPhone in portrait), inline (an
/// iPad) and compact inline (an iPhone in landscape).
@MainActor
public final class UITabBarItemAppearance {
    /// Unselected, enabled items.
    public let normal: UITabBarItemStateAppearance
    /// The selected item.
    public let selected: UITabBarItemStateAppearance
    /// Disabled items.
    public let disabled: UITabBarItemStateAppearance
    /// The focused item (stored; OpenUIKit's tab bar buttons draw the focus ring instead).
    public let focused: UITabBarItemStateAppearance

    /// The default look: every state empty, so the bar's colours and fonts apply, as UIKit's `init()`.
    public init() {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    private init(copying other: UITabBarItemAppearance) {
        normal = other.normal.copy()
        selected = other.selected.copy()
        disabled = other.disabled.copy()
        focused = other.focused.copy()
    }

    /// An independent copy, as UIKit's `copy()`.
    public func copy() -> UITabBarItemAppearance {
        UITabBarItemAppearance(copying: self)
    }

    /// The look of an item that is `selected` and `enabled`.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        !enabled ? disabled : isSelected ? selected : normal
    }
}
