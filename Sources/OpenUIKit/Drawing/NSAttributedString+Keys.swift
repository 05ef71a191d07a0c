import Foundation

/// The UIKit attribute keys the engine reads (UILabel's attributed text, UIButton's attributed titles,
/// strings drawn in code). UIKit declares them; Foundation on Linux does not. The raw values are
/// UIKit's, so a key built from a string (`NSAttributedString.Key("NSFont")`) is the same key.
extension NSAttributedString.Key {
    /// The font of a run, a ``UIFont``, as UIKit's `NSAttributedString.Key.font`; Helvetica 12 pt
    /// when absent, as UIKit documents.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color of a run, a ``UIColor``, as UIKit's `NSAttributedString.Key.foregroundColor`;
    /// black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color painted behind the text, a ``UIColor``, as `NSAttributedString.Key.backgroundColor`;
    /// none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Alignment and line breaking, an ``NSParagraphStyle``, as `NSAttributedString.Key.paragraphStyle`;
    /// ``NSParagraphStyle/default`` when absent.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A shadow under the text, an ``NSShadow``, as `NSAttributedString.Key.shadow`; none when absent.
    public static let shadow = NSAttributedString.Key("NSShadow")
}
