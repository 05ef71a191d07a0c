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
    /// Kern, underline and strikethrough; nil when the attributes have none.
    var decoration: TextDecoration?

    /// The kern the text is measured and drawn with (0 without a decoration).
    var kern: CGFloat { decoration?.kern ?? 0 }

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
        decoration = Self.decoration(in: attributes)
    }

    /// The attributes of the first character of `string` (none for an empty string): a label or a
    /// string drawn in code styles the whole text with them (see the README's differences from UIKit).
    init(leadingAttributesOf string: NSAttributedString, font: UIFont = defaultFont, color: UIColor = .black) {
        self.init(string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : nil, font: font, color: color)
    }

    /// The decorations of `attributes`, nil when they have none (the common case costs one lookup
    /// per key).
    private static func decoration(in attributes: [NSAttributedString.Key: Any]?) -> TextDecoration? {
        guard let attributes else { return nil }
        let kern = number(.kern, in: attributes) ?? 0
        let underline = style(.underlineStyle, in: attributes)
        let strikethrough = style(.strikethroughStyle, in: attributes)
        guard kern != 0 || underline.drawsLine || strikethrough.drawsLine else { return nil }
        return TextDecoration(kern: kern, underlineStyle: underline, underlineColor: value(.underlineColor, in: attributes),
                              strikethroughStyle: strikethrough,
                              strikethroughColor: value(.strikethroughColor, in: attributes))
    }

    /// A number under `key`, as UIKit reads an `NSNumber` (Swift code stores a `CGFloat`, `Double` or
    /// `Int` there); a value of another type is ignored with a `text.attributeType` warning.
    private static func number(_ key: NSAttributedString.Key, in attributes: [NSAttributedString.Key: Any]) -> CGFloat? {
        switch attributes[key] {
        case nil: return nil
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        case let value?:
            Diagnostics.warn("text.attributeType", "\(key.rawValue) holds a \(type(of: value)), not a number; ignored")
            return nil
        }
    }

    /// An underline or strikethrough style under `key`: an ``NSUnderlineStyle``, or its raw value as
    /// a number, as UIKit code stores `NSUnderlineStyle.single.rawValue`.
    private static func style(_ key: NSAttributedString.Key, in attributes: [NSAttributedString.Key: Any])
        -> NSUnderlineStyle {
        if let style = attributes[key] as? NSUnderlineStyle { return style }
        guard let number = number(key, in: attributes), let raw = Int(exactly: number.rounded()) else { return [] }
        return NSUnderlineStyle(rawValue: raw)
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
