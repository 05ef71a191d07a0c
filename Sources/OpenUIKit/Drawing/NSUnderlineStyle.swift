/// How an underline or a strikethrough is drawn, as UIKit's `NSUnderlineStyle`, with Apple's raw
/// values (`NSUnderlineStyle.single.rawValue` is 1 on both): a line style (``single``, ``thick``,
/// ``double``), optionally a pattern and ``byWord``.
///
/// The Cairo renderer draws lines with Pango at the font's own underline position and thickness
/// (strikethrough at its strikeout position): ``single`` and ``thick`` as one line, ``double`` as two;
/// patterns draw as a solid line, and ``byWord`` under the spaces too (see the README).
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// Whether a line is drawn at all: UIKit draws none for a style without a line style (0, or only
    /// pattern or by-word bits).
    var drawsLine: Bool { rawValue & 0xFF != 0 }
    /// Whether two lines are drawn (``double``).
    var isDouble: Bool { rawValue & 0xFF == Self.double.rawValue }
}
