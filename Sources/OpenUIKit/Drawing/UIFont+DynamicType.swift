import Foundation

/// Dynamic Type: system fonts for a text style, sized for the user's text size.
extension UIFont {
    /// The system font for `style` at the current content size category, as UIKit's
    /// `preferredFont(forTextStyle:)`: the size and weight of Apple's Dynamic Type table for the
    /// current traits' `preferredContentSizeCategory` (the app's text size outside drawing). The font
    /// remembers its style, so a label, button title or text field with
    /// `adjustsFontForContentSizeCategory` remakes it when the text size changes. Main-actor, unlike
    /// UIKit's, because it reads the running app's current traits.
    @MainActor public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: currentContentSizeCategory)
    }

    /// The system font for `style` at the content size category of `traitCollection`, as UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`; nil traits, or traits that leave the category
    /// unspecified, use the current category as ``preferredFont(forTextStyle:)`` does (so it is main-actor too).
    @MainActor public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, category: category(in: traitCollection))
    }

    /// The system font for `style` at `category`.
    static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        UIFont(name: systemFontName, size: DynamicTypeSizes.pointSize(of: style, at: category),
               weight: DynamicTypeSizes.weight(of: style), traits: [],
               dynamicType: DynamicTypeScaling(textStyle: style, baseSize: nil, maximumPointSize: nil))
    }

    /// The category of `traitCollection`, or the current one where it gives none.
    @MainActor static func category(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else {
            return currentContentSizeCategory
        }
        return category
    }
}
