import Foundation

/// Dynamic Type for labels: the font follows the text size, and the label re-measures.
extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryResponding {
    /// Whether ``font`` is remade for the label's `preferredContentSizeCategory` when that changes, as
    /// UIKit's `adjustsFontForContentSizeCategory` (false by default). The label then re-measures (its
    /// intrinsic content size is invalidated, so Auto Layout solves again) and redraws. Only a font from
    /// UIFont/preferredFont(forTextStyle:) or UIFontMetrics follows; the runs of an ``attributedText``
    /// keep their own fonts, as in UIKit. Turning it on also remakes the font for the label's current
    /// category, so a font made for another category catches up. Kept in side storage: most labels never set it.
    public var adjustsFontForContentSizeCategory: Bool {
        get { storedAdjustsFont }
        set { storeAdjustsFont(newValue) }
    }

    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, category != .unspecified else { return }
        font = font.adjusted(to: category)
    }
}
