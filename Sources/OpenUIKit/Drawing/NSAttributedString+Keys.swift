import Foundation

/// The two UIKit attribute keys the engine reads (UILabel's attributed text, UIButton's attributed
/// titles). UIKit declares them; Foundation on Linux does not.
extension NSAttributedString.Key {
    /// The font of a run, a ``UIFont``, as UIKit's `NSAttributedString.Key.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color of a run, a ``UIColor``, as UIKit's `NSAttributedString.Key.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
