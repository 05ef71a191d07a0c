import Foundation

/// A piece of text to draw in a rectangle, with everything a renderer needs to lay it out.
///
/// Text is laid out inside ``frame`` by the renderer: wrapped or truncated by ``lineBreakMode`` to at
/// most ``numberOfLines`` lines (0 = unlimited), ``lineSpacing`` apart, aligned by ``alignment`` and
/// centred vertically, as `UILabel` draws.
public struct TextRun: Equatable, Sendable {
    /// The text, drawn in a single style.
    public var text: String
    /// The rectangle the text is laid out in, in the drawing's coordinates; lines that do not fit are
    /// truncated or cut by lineBreakMode.
    public var frame: CGRect
    /// The font; the renderer maps it to a real face (DejaVu for the system font).
    public var font: UIFont
    /// The text color.
    public var color: UIColor
    /// The horizontal alignment in frame; `.natural` is left-aligned (left-to-right text only).
    public var alignment: NSTextAlignment
    /// How lines wrap and where text that does not fit is truncated, as `UILabel.lineBreakMode`.
    public var lineBreakMode: NSLineBreakMode
    // 16 bits, in the two bytes of padding after the two one-byte enums, which frees the 8 bytes an
    // `Int` took for ``decoration``: `TextRun`'s stride, and with it every ``DisplayCommand`` of every
    // frame's list, stays 104 bytes (tested).
    private var storedNumberOfLines: Int16
    // Single precision, in the padding after the two one-byte enums: a `CGFloat` here would widen
    // `TextRun`, and with it every ``DisplayCommand`` of every frame's list, by 8 bytes.
    private var storedLineSpacing: Float
    /// Kern, underline and strikethrough; nil for none, as most text (one reference, see
    /// ``TextDecoration``).
    public var decoration: TextDecoration?
    /// A shadow drawn under the text, as UIButton's title shadow color; nil for none.
    public var shadowColor: UIColor?
    /// How far the shadow is drawn from the text, in points, as UIButton's `titleShadowOffset`.
    public var shadowOffset: CGSize

    /// The most lines to draw, 0 for as many as fit, as `UILabel.numberOfLines`. Kept in 16 bits: a
    /// count past 32,767 reads back as 32,767 (and a negative one as 0), which draws the same — no
    /// frame holds that many lines.
    public var numberOfLines: Int {
        get { Int(storedNumberOfLines) }
        set { storedNumberOfLines = Int16(min(max(newValue, 0), Int(Int16.max))) }
    }

    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`); 0 by default. Kept in
    /// single precision, so a value reads back rounded to `Float`.
    public var lineSpacing: CGFloat {
        get { CGFloat(storedLineSpacing) }
        set { storedLineSpacing = Float(newValue) }
    }

    /// A run with UILabel's defaults for what is not given: natural alignment, tail truncation, one line,
    /// no shadow, no extra line spacing and no decoration.
    public init(
        text: String,
        frame: CGRect,
        font: UIFont,
        color: UIColor,
        alignment: NSTextAlignment = .natural,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail,
        numberOfLines: Int = 1,
        shadowColor: UIColor? = nil,
        shadowOffset: CGSize = .zero,
        lineSpacing: CGFloat = 0,
        decoration: TextDecoration? = nil
    ) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.storedNumberOfLines = Int16(min(max(numberOfLines, 0), Int(Int16.max)))
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.storedLineSpacing = Float(lineSpacing)
        self.decoration = decoration
    }
}
