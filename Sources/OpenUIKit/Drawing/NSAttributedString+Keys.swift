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

/// The decorations UIKit draws with text: letter spacing, underline and strikethrough. Read by
/// ``UILabel``, ``UIButton`` titles, ``UITextView`` and string drawing (see ``TextDecoration``).
extension NSAttributedString.Key {
    /// Points added after each character, a number (`CGFloat`, `Double`, `Int` or `NSNumber`), as
    /// UIKit's `NSAttributedString.Key.kern`; 0 (the font's own spacing) when absent. It widens the
    /// measured text as much as the drawn text.
    public static let kern = NSAttributedString.Key("NSKern")
    /// How the text is underlined, an ``NSUnderlineStyle`` or its raw value (`Int` or `NSNumber`, as
    /// UIKit code writes `NSUnderlineStyle.single.rawValue`); none when absent.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color, a ``UIColor``; the text's color when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// How the text is struck through, as ``underlineStyle``; none when absent.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's color, a ``UIColor``; the text's color when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
}
