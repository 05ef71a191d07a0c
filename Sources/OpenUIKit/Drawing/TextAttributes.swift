import Foundation

/// The look of text read from an attribute dictionary, with UIKit's defaults for what is absent: what
/// strings drawn in code use for the whole string, and what a ``UILabel`` takes from the first
/// character of its attributed text.
///
/// A value of the wrong type (a `String` under `.font`) is ignored with a `text.attributeType`
/// warning and the default used; UIKit would raise an "unrecognized selector" exception.
@MainActor
struct TextAttributes {
    /// Helvetica 12 pt: UIKit documents `NSAttributedString.Key.font`'s default as "12-point
    /// Helvetica(Neue)", so a string drawn without a font has exactly the size UIKit gives it. The
    /// renderer draws Helvetica with the system font's face, so this looks like a 12 pt system font.
    static let defaultFont = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: UIFont.smallSystemFontSize)

    var font: UIFont
    var color: UIColor
    var backgroundColor: UIColor?
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    /// The paragraph style's line spacing, nonnegative and finite, at the precision a ``TextRun``
    /// keeps it, so what is measured is what is drawn.
    var lineSpacing: CGFloat
    var shadow: NSShadow?

    /// The attributes of `attributes`, with `font` and `color` where they have none (UIKit's defaults:
    /// Helvetica 12 pt and black), and the default paragraph style.
    init(_ attributes: [NSAttributedString.Key: Any]?, font: UIFont = defaultFont, color: UIColor = .black) {
        self.font = Self.value(.font, in: attributes) ?? font
        self.color = Self.value(.foregroundColor, in: attributes) ?? color
        backgroundColor = Self.value(.backgroundColor, in: attributes)
        let style: NSParagraphStyle? = Self.value(.paragraphStyle, in: attributes)
        alignment = style?.alignment ?? .natural
        lineBreakMode = style?.lineBreakMode ?? .byWordWrapping
        // Kept as a `Float` (``TextRun/lineSpacing``): checked after the conversion, since a finite
        // spacing past Float's range becomes infinite there.
        let spacing = Float(style?.lineSpacing ?? 0)
        lineSpacing = spacing.isFinite && spacing > 0 ? CGFloat(spacing) : 0
        shadow = Self.value(.shadow, in: attributes)
    }

    /// The attributes of the first character of `string` (none for an empty string): a label or a
    /// string drawn in code styles the whole text with them (see the README's differences from UIKit).
    init(leadingAttributesOf string: NSAttributedString, font: UIFont = defaultFont, color: UIColor = .black) {
        self.init(string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : nil, font: font, color: color)
    }

    private static func value<Value>(_ key: NSAttributedString.Key, in attributes: [NSAttributedString.Key: Any]?)
        -> Value? {
        guard let value = attributes?[key] else { return nil }
        guard let typed = value as? Value else {
            Diagnostics.warn("text.attributeType",
                             "\(key.rawValue) holds a \(type(of: value)), not a \(Value.self); ignored")
            return nil
        }
        return typed
    }
}
