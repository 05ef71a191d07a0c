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
    // Single precision, in the padding after the two one-byte enums: a `CGFloat` here would widen
    // `TextRun`, and with it every ``DisplayCommand`` of every frame's list, by 8 bytes.
    private var storedLineSpacing: Float
    /// The most lines to draw, 0 for as many as fit, as `UILabel.numberOfLines`.
    public var numberOfLines: Int
    /// A shadow drawn under the text, as UIButton's title shadow color; nil for none.
    public var shadowColor: UIColor?
    /// How far the shadow is drawn from the text, in points, as UIButton's `titleShadowOffset`.
    public var shadowOffset: CGSize

    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`); 0 by default. Kept in
    /// single precision, so a value reads back rounded to `Float`.
    public var lineSpacing: CGFloat {
        get { CGFloat(storedLineSpacing) }
        set { storedLineSpacing = Float(newValue) }
    }

    /// A run with UILabel's defaults for what is not given: natural alignment, tail truncation, one line,
    /// no shadow and no extra line spacing.
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
        lineSpacing: CGFloat = 0
    ) {
        self.text = text
        self.frame = frame
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.storedLineSpacing = Float(lineSpacing)
    }
}
