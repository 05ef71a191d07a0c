import Foundation

/// What a button shows in one state: each value nil until the app sets it.
struct ButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
    /// The configuration a symbol image is shown with (``UIButton/setPreferredSymbolConfiguration(_:forImageIn:)``).
    var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}
