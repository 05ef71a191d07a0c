import Foundation

/// How a tab bar's items look in one state, as UIKit's `UITabBarItemStateAppearance` (iOS 13). A
/// class, as UIKit's, so `appearance.stackedLayoutAppearance.selected.iconColor = …` changes it in
/// place. Every property is nil or empty by default: the bar's own colours and fonts apply.
@MainActor
public final class UITabBarItemStateAppearance {
    /// The title's attributes (`.foregroundColor` and `.font` are drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The colour of a template image; nil uses the bar's tint (selected) or unselected tint.
    public var iconColor: UIColor?
    /// The badge's background; nil uses the item's ``UITabBarItem/badgeColor`` or the system red.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (`.foregroundColor` and `.font` are drawn).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}

    /// A copy, for ``UITabBarItemAppearance``'s copies.
    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        return copy
    }
}
