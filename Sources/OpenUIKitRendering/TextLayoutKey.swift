import CCairo
import Foundation
import OpenUIKit

/// Everything that decides how a piece of text is laid out: the cache key of ``TextLayoutEngine``.
///
/// Drawing and measuring build their keys the same way (see ``init(run:)`` and
/// ``init(measuring:font:maxWidth:numberOfLines:lineBreakMode:)``), so a label sized by the measurer
/// lays out identically when drawn in a frame of that size.
struct TextLayoutKey: Hashable {
    var text: String
    var font: UIFont
    /// The width lines wrap, truncate or align in; nil for one unbounded line per paragraph.
    var width: CGFloat?
    /// For unlimited-line truncating text: the height the text must fit, ellipsized on its last line;
    /// nil for no limit.
    var heightLimit: CGFloat?
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode
    var alignment: NSTextAlignment
    /// Points between lines (``TextRun/lineSpacing``); 0, or more.
    var lineSpacing: CGFloat
    /// Kern, underline and strikethrough (``TextRun/decoration``) as plain values; nil for none.
    var decoration: TextLayoutDecoration?

    /// The key for drawing `run` in its frame.
    ///
    /// As UILabel draws: a single line with `.byClipping` is never wrapped (it is aligned by offset and
    /// runs past the frame); every other mode lays out in the frame's width. With `numberOfLines == 0`
    /// and a truncating mode the text is ellipsized where it stops fitting the frame's height.
    init(run: TextRun) {
        let clipsSingleLine = run.numberOfLines == 1 && run.lineBreakMode == .byClipping
        // A switch, not `[…].contains`: the array was built on every key made, one for each text drawn.
        let truncates = switch run.lineBreakMode {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
        self.init(text: run.text, font: run.font,
                  width: clipsSingleLine ? nil : Self.usableLength(run.frame.width),
                  heightLimit: run.numberOfLines == 0 && truncates ? Self.usableLength(run.frame.height) : nil,
                  numberOfLines: max(run.numberOfLines, 0), lineBreakMode: run.lineBreakMode,
                  alignment: run.alignment, lineSpacing: run.lineSpacing,
                  decoration: run.decoration.map(TextLayoutDecoration.init))
    }

    /// The key for measuring, as ``TextMeasurer/size(of:font:maxWidth:numberOfLines:lineBreakMode:)``
    /// asks: alignment does not change a size, so every measurement uses `.natural`.
    /// Measuring kerned text (`kern` other than 0) measures it with a decoration of that kern alone:
    /// lines do not change a size.
    init(measuring text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
         lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat = 0, kern: CGFloat = 0) {
        let clipsSingleLine = numberOfLines == 1 && lineBreakMode == .byClipping
        self.init(text: text, font: font, width: clipsSingleLine ? nil : maxWidth.flatMap(Self.usableLength),
                  heightLimit: nil, numberOfLines: max(numberOfLines, 0), lineBreakMode: lineBreakMode,
                  alignment: .natural, lineSpacing: lineSpacing,
                  decoration: kern.isFinite && kern != 0 ? TextLayoutDecoration(kern: kern) : nil)
    }

    private init(text: String, font: UIFont, width: CGFloat?, heightLimit: CGFloat?, numberOfLines: Int,
                 lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, lineSpacing: CGFloat,
                 decoration: TextLayoutDecoration?) {
        self.text = text
        self.font = font
        self.width = width
        self.heightLimit = heightLimit
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        // Negative or non-finite spacing is none (Apple: "This value is always nonnegative"), and so is
        // one beyond Pango's lengths.
        self.lineSpacing = lineSpacing > 0 ? Self.usableLength(lineSpacing) ?? 0 : 0
        self.decoration = decoration
    }

    /// The text, the font's size and the width: what tells apart nearly every two keys of one screen
    /// (a grid's titles, a label measured in its bounds and unbounded). Equality still compares every
    /// field, so keys differing only in the font's name, the height limit, the line count, the mode,
    /// the alignment, the spacing or the decoration share a bucket, which is rare. A key is hashed for every text
    /// measured or drawn, and the font's name, a string, and five more fields were about half of each
    /// hash (docs/Performance.md, "Session 12 — the modal cycle").
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font.pointSize)
        hasher.combine(width)
    }

    /// A width or height limit Pango can use, or nil (no limit) for one that is not a positive number
    /// or is more Pango units than Pango's 32-bit lengths hold (about 2 million points, far beyond any
    /// screen: e.g. `.greatestFiniteMagnitude`, which UIKit code passes to `sizeThatFits(_:)` to mean
    /// "unlimited"). ``TextLayoutEngine`` converts what this keeps to Pango units without overflow.
    private static func usableLength(_ length: CGFloat) -> CGFloat? {
        length > 0 && length * CGFloat(ccairo_pango_scale()) < CGFloat(Int32.max) ? length : nil
    }
}
