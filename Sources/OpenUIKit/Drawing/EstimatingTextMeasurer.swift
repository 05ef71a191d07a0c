import Foundation

/// A deterministic measurer for tests and for use without a renderer: every character advances by
/// `advanceFactor` × the point size (0.5 by default, near the average of Latin text in DejaVu Sans and
/// San Francisco), and lines are ``UIFont/lineHeight`` tall. Wrapping breaks at spaces when it can.
public struct EstimatingTextMeasurer: TextMeasurer {
    /// How far each character advances, as a fraction of the point size.
    public var advanceFactor: CGFloat

    /// A measurer with `advanceFactor` (0.5 by default); tests that check layout pick a factor and get
    /// the same sizes on every machine.
    public init(advanceFactor: CGFloat = 0.5) {
        self.advanceFactor = advanceFactor
    }

    /// The estimated size, rounded up to whole points as views size themselves.
    public func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        var size = unroundedSize(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                 lineBreakMode: lineBreakMode, lineSpacing: 0)
        size.width.round(.up)
        return size
    }

    /// Lines are whole points tall already (``UIFont/lineHeight``), `lineSpacing` apart; only widths
    /// are fractional.
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let advance = font.pointSize * advanceFactor
        var lines: [CGFloat] = []
        // As UILabel (and the Pango measurer): text wraps in a label of more than one line whatever the
        // mode — a truncating mode only shortens the last line that fits — and a one-line label wraps
        // only in a wrapping mode, keeping the first line.
        let wraps = numberOfLines != 1 || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrappedLineWidths(String(paragraph), advance: advance, maxWidth: maxWidth,
                                                       wraps: wraps))
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        var width = lines.max() ?? 0
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 { width = min(width, maxWidth) }
        let spacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight + CGFloat(lines.count - 1) * spacing)
    }

    private func wrappedLineWidths(_ paragraph: String, advance: CGFloat, maxWidth: CGFloat?,
                                   wraps: Bool) -> [CGFloat] {
        let fullWidth = CGFloat(paragraph.count) * advance
        guard wraps, let maxWidth, maxWidth.isFinite, maxWidth > 0, fullWidth > maxWidth else { return [fullWidth] }
        let charactersPerLine = max(Int(maxWidth / advance), 1)
        var widths: [CGFloat] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var length = word.count
            let needed = current == 0 ? length : current + 1 + length
            if needed <= charactersPerLine {
                current = needed
                continue
            }
            if current > 0 { widths.append(CGFloat(current) * advance) }
            while length > charactersPerLine {
                widths.append(CGFloat(charactersPerLine) * advance)
                length -= charactersPerLine
            }
            current = length
        }
        widths.append(CGFloat(current) * advance)
        return widths
    }
}
