import Foundation

/// Dynamic Type for text fields: the font follows the text size.
extension UITextField: UIContentSizeCategoryAdjusting, ContentSizeCategoryResponding {
    /// Whether ``font`` is remade for the field's `preferredContentSizeCategory` when that changes, as
    /// UIKit's `adjustsFontForContentSizeCategory` (false by default); the field re-measures and
    /// redraws. Only a font from UIFont/preferredFont(forTextStyle:) or UIFontMetrics follows. Turning it
    /// on remakes the font for the field's current category. Kept in side storage.
    public var adjustsFontForContentSizeCategory: Bool {
        get { storedAdjustsFont }
        set { storeAdjustsFont(newValue) }
    }

    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, category != .unspecified, let font else { return }
        let adjusted = font.adjusted(to: category)
        if adjusted != font { self.font = adjusted }
    }
}
