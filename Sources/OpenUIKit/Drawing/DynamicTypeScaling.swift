import Foundation

/// What a Dynamic Type font remembers so it can be made again for another content size category: the
/// text style it follows and, for a font scaled by ``UIFontMetrics``, the size it had at the default
/// category and its cap.
///
/// UIKit documents that `adjustsFontForContentSizeCategory` works only for fonts from
/// `preferredFont(forTextStyle:)` and from `UIFontMetrics`: those are the fonts that carry this.
struct DynamicTypeScaling: Hashable, Sendable {
    /// The style whose sizes the font follows.
    let textStyle: UIFont.TextStyle
    /// For a ``UIFontMetrics`` font, its size at ``UIContentSizeCategory/large``, which scales with the
    /// style; nil for a preferred font, sized from the style's table.
    let baseSize: CGFloat?
    /// For a ``UIFontMetrics`` font made with a maximum, the size it never grows beyond.
    let maximumPointSize: CGFloat?

    /// The point size the font has at `category`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        let styleSize = DynamicTypeSizes.pointSize(of: textStyle, at: category)
        guard let baseSize else { return styleSize }
        let scaled = baseSize * styleSize / DynamicTypeSizes.pointSize(of: textStyle, at: .large)
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }
}

extension UIFont {
    /// This font made for `category`, as UIKit remakes a label's Dynamic Type font when the text size
    /// changes: the size follows the text style, name, weight and traits stay. A fixed font is returned
    /// as it is.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamicType else { return self }
        let size = dynamicType.pointSize(at: category)
        if size == pointSize { return self }
        return UIFont(name: fontName, size: size, weight: weight, traits: styleTraits, dynamicType: dynamicType)
    }

    /// The content size category fonts are made for when no traits are given: the current traits'
    /// (UITraitCollection/current — a view's while it draws or hears of a trait change, else the app's
    /// text size), as UIKit sizes `preferredFont(forTextStyle:)` for the user's chosen size. Main-actor,
    /// since the current traits belong to the running app (UIKit reads them per thread; OpenUIKit's are
    /// per runtime, which only the main actor can ask for).
    @MainActor static var currentContentSizeCategory: UIContentSizeCategory {
        UITraitCollection.current.preferredContentSizeCategory
    }
}
