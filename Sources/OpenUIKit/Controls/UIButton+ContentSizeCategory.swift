import Foundation

/// Dynamic Type for buttons: a configuration's title and subtitle follow the text size, and a button
/// whose title label adjusts its font re-measures.
extension UIButton: ContentSizeCategoryResponding {
    /// The content size category changed: a configuration is shown again with fonts for `category`
    /// (UIKit's configuration titles follow Dynamic Type by themselves), and the button's size and
    /// layout are invalidated, since its ``titleLabel`` may have remade its font
    /// (`titleLabel?.adjustsFontForContentSizeCategory = true`, the way UIKit code makes a classic
    /// button follow the text size).
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        if let storage = configurationStorage, storage.configuration != nil {
            storage.contentSizeCategory = category
            showConfiguration()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
