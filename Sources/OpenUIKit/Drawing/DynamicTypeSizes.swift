import Foundation

/// The point sizes and weights of every text style at every content size category: Apple's Human
/// Interface Guidelines, "Typography" › "Specifications" › "iOS, iPadOS Dynamic Type sizes" (the
/// xSmall…xxxLarge tables and the five "Larger accessibility type sizes", AX1…AX5). Every style is
/// regular weight but the headline, which is semibold; leading is not modelled (UIFont/lineHeight
/// stays the engine's rule for every font).
enum DynamicTypeSizes {
    /// The sizes of each style, in UIContentSizeCategory/allCategories order (xSmall first, AX5 last).
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        //            xS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` at `category`. An unknown style is sized as body text, and ``UIContentSizeCategory/unspecified``
    /// (or an unknown category) as ``UIContentSizeCategory/large``, iOS's default.
    static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? table[.body]!
        let index = UIContentSizeCategory.allCategories.firstIndex(of: category)
            ?? UIContentSizeCategory.allCategories.firstIndex(of: .large)!
        return sizes[index]
    }

    /// The weight of `style`: semibold for the headline, regular for the others.
    static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }
}
