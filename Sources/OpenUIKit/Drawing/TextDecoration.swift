import Foundation

/// The decorations of a ``TextRun`` beyond its font and color — kern, underline, strikethrough —
/// from the `.kern`, `.underlineStyle`, `.underlineColor`, `.strikethroughStyle` and
/// `.strikethroughColor` attributes.
///
/// A class, immutable, held by a run as one optional reference: most text has none of them, and a
/// reference keeps ``TextRun`` — in every display command of every frame — at its size (its stride is
/// tested).
public final class TextDecoration: Hashable, Sendable, CustomStringConvertible {
    /// Points added after each character (``NSAttributedString/Key/kern``).
    public let kern: CGFloat
    /// The underline (``NSAttributedString/Key/underlineStyle``); empty for none.
    public let underlineStyle: NSUnderlineStyle
    /// The underline's color; nil for the text's.
    public let underlineColor: UIColor?
    /// The strikethrough (``NSAttributedString/Key/strikethroughStyle``); empty for none.
    public let strikethroughStyle: NSUnderlineStyle
    /// The strikethrough's color; nil for the text's.
    public let strikethroughColor: UIColor?

    /// Decorations; nothing by default.
    public init(kern: CGFloat = 0, underlineStyle: NSUnderlineStyle = [], underlineColor: UIColor? = nil,
                strikethroughStyle: NSUnderlineStyle = [], strikethroughColor: UIColor? = nil) {
        self.kern = kern.isFinite ? kern : 0
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
    }

    /// How many underlines are drawn: none, one, or two for ``NSUnderlineStyle/double``.
    public var underlineCount: Int {
        guard underlineStyle.drawsLine else { return 0 }
        return underlineStyle.isDouble ? 2 : 1
    }

    /// Whether a strikethrough is drawn.
    public var drawsStrikethrough: Bool { strikethroughStyle.drawsLine }

    public static func == (lhs: TextDecoration, rhs: TextDecoration) -> Bool {
        lhs === rhs || (lhs.kern == rhs.kern && lhs.underlineStyle == rhs.underlineStyle
            && lhs.underlineColor == rhs.underlineColor && lhs.strikethroughStyle == rhs.strikethroughStyle
            && lhs.strikethroughColor == rhs.strikethroughColor)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kern)
        hasher.combine(underlineStyle)
        hasher.combine(strikethroughStyle)
    }

    public var description: String {
        "TextDecoration(kern: \(kern), underline: \(underlineStyle.rawValue), strikethrough: \(strikethroughStyle.rawValue))"
    }
}
