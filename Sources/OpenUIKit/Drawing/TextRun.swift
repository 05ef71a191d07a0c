import Foundation

/// A piece of text to draw in a rectangle, with everything a renderer needs to lay it out.
///
/// Text is laid out inside ``frame`` by the renderer: wrapped or truncated by ``lineBreakMode`` to at
/// most ``numberOfLines`` lines (0 = unlimited), ``lineSpacing`` apart, aligned by ``alignment`` and
/// centred vertically, as `UILabel` draws.
public struct TextRun: Equatable, Sendable {
    public var text: String
    public var frame: CGRect
    public var font: UIFont
    public var color: UIColor
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    // Single precision, in the padding after the two one-byte enums: a `CGFloat` here would widen
    // `TextRun`, and with it every ``DisplayCommand`` of every frame's list, by 8 bytes.
    private var storedLineSpacing: Float
    public var numberOfLines: Int
    /// A shadow drawn under the text, as UIButton's title shadow color; nil for none.
    public var shadowColor: UIColor?
    public var shadowOffset: CGSize

    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`); 0 by default. Kept in
    /// single precision, so a value reads back rounded to `Float`.
    public var lineSpacing: CGFloat {
        get { CGFloat(storedLineSpacing) }
        set { storedLineSpacing = Float(newValue) }
    }

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
