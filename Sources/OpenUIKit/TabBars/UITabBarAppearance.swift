import Foundation

/// How a tab bar looks, as UIKit's `UITabBarAppearance` (iOS 13): the background and shadow of every
/// ``UIBarAppearance``, and its items' looks for each layout. A bar stores a copy of what it is given
/// (``UITabBar/standardAppearance``).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items laid out with the title under the image: an iPhone in portrait.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the image in a regular width: an iPad.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the image in a compact height: an iPhone in landscape.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// Where the items sit across the bar (see ``UITabBar/ItemPositioning``).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of each centered item; 0 uses the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The space between centered items; 0 uses the system's.
    open var stackedItemSpacing: CGFloat = 0

    /// An appearance with the default background and default items, as UIKit's `init()`.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`; from a tab bar appearance its item looks are copied too, as UIKit's
    /// `init(barAppearance:)`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabBar = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tabBar.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = tabBar.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = tabBar.stackedItemPositioning
        stackedItemWidth = tabBar.stackedItemWidth
        stackedItemSpacing = tabBar.stackedItemSpacing
    }

    /// The item looks for `layout`.
    func itemAppearance(for layout: UITabBar.ItemLayout) -> UITabBarItemAppearance {
        switch layout {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
