/// An object whose font follows the user's text size, as UIKit's `UIContentSizeCategoryAdjusting`
/// (UILabel, UITextField; a button through its `titleLabel`).
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is remade when the content size category changes, as UIKit's
    /// `adjustsFontForContentSizeCategory`; false by default. As UIKit documents, only a font from
    /// UIFont/preferredFont(forTextStyle:) or UIFontMetrics scales; a fixed font stays as it is.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
