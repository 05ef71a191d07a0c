extension UITabBar {
    /// Where a tab bar's items sit across it, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        /// Fill in a compact width, centered in a regular width, as UIKit.
        case automatic
        /// Items share the bar's width equally.
        case fill
        /// Items keep their width (``UITabBar/itemWidth``) and sit together in the middle.
        case centered
    }

    /// How an item arranges its image and title, which follows the bar's traits as UIKit's does.
    enum ItemLayout {
        /// The title under the image, in a 49-point bar: a compact width in a regular height (an iPhone
        /// in portrait).
        case stacked
        /// The title beside the image, in a 50-point bar: a regular width (an iPad).
        case inline
        /// The title beside the image, in a 32-point bar: a compact height (an iPhone in landscape).
        case compactInline

        /// The layout UIKit uses for `traits`.
        init(_ traits: UITraitCollection) {
            if traits.verticalSizeClass == .compact {
                self = .compactInline
            } else if traits.horizontalSizeClass == .regular {
                self = .inline
            } else {
                self = .stacked
            }
        }

        /// The bar's height above the home indicator's area, as UIKit's tab bars measure on iOS 17.
        var barHeight: CGFloat {
            switch self {
            case .stacked: 49
            case .inline: 50
            case .compactInline: 32
            }
        }

        /// The title's default font: 10 pt medium under the image, 13 pt medium beside it.
        var titleFont: UIFont {
            self == .stacked ? .systemFont(ofSize: 10, weight: .medium) : .systemFont(ofSize: 13, weight: .medium)
        }
    }
}
