import Foundation

/// Drawing text smaller to fit, as UIKit's `adjustsFontSizeToFitWidth`.
///
/// The size is searched, not scaled: a one-line label's text is measured at the label's font, the
/// first guess is that size times the width available over the width needed (text widths grow in
/// proportion to the size), and the guess steps down by a tenth of a point until the measurer says
/// the text fits, never below ``UILabel/minimumScaleFactor`` of the font. A multi-line label fits its
/// wrapped lines to its height the same way. Only drawing uses the smaller font: layout keeps the full
/// size, as UIKit's intrinsic content size does.
extension UILabel {
    /// The smaller font `text` fits `rect` in, or nil when it fits at `font`'s size, the label does not
    /// adjust, or the minimum scale allows no smaller size.
    func fittedFont(for text: String, font: UIFont, in rect: CGRect) -> UIFont? {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              rect.width > 0, rect.width.isFinite else { return nil }
        let smallest = font.pointSize * minimumScaleFactor
        guard var size = firstGuess(for: text, font: font, in: rect) else { return nil }
        size = max(size, smallest)
        while size > smallest, !fits(text, font: font.withSize(size), in: rect) {
            size = max(smallest, size - 0.1)
        }
        return font.withSize(size)
    }

    /// Where the text drawn at `fitted` goes: in a one-line label, placed by ``baselineAdjustment``
    /// against `fullSize` (the full-size text's rectangle); else centred in `rect`.
    func adjustedTextRect(_ fullSize: CGRect, for text: String, font fitted: UIFont, in rect: CGRect) -> CGRect {
        let measured = measure(text, font: fitted, maxWidth: rect.width)
        let height = min(measured.height, rect.height)
        guard numberOfLines == 1 else {
            return CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        }
        let y: CGFloat
        switch baselineAdjustment {
        // The engine knows no font's ascent: the line box's bottom stands for the baseline (off by the
        // difference of the two sizes' descents, about a fifth of the size change).
        case .alignBaselines: y = fullSize.maxY - height
        case .alignCenters: y = fullSize.midY - height / 2
        case .none: y = fullSize.minY
        }
        return CGRect(x: fullSize.minX, y: y, width: fullSize.width, height: height)
    }

    /// The size to try first, or nil when the text fits at `font`'s size.
    private func firstGuess(for text: String, font: UIFont, in rect: CGRect) -> CGFloat? {
        if numberOfLines == 1 {
            let needed = measure(text, font: font, maxWidth: nil).width
            guard needed > rect.width else { return nil }
            return font.pointSize * rect.width / needed
        }
        guard !fits(text, font: font, in: rect) else { return nil }
        return font.pointSize
    }

    /// Whether `text` at `font` is whole in `rect`: one line no wider than it, or wrapped lines no taller
    /// than it and no more than ``numberOfLines``.
    private func fits(_ text: String, font: UIFont, in rect: CGRect) -> Bool {
        if numberOfLines == 1 { return measure(text, font: font, maxWidth: nil).width <= rect.width }
        let wrapped = measure(text, font: font, maxWidth: rect.width, numberOfLines: 0)
        guard wrapped.height <= rect.height else { return false }
        return numberOfLines == 0 || wrapped.height <= measure(text, font: font, maxWidth: rect.width).height
    }

    private func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int? = nil) -> CGSize {
        // Wrapping modes measure wrapped lines; a truncating label's lines wrap too when it has several.
        let lineBreakMode: NSLineBreakMode = (numberOfLines ?? self.numberOfLines) == 1 ? self.lineBreakMode : .byWordWrapping
        return owningRuntime.textMeasurer.size(of: text, font: font, maxWidth: maxWidth,
                                               numberOfLines: numberOfLines ?? self.numberOfLines,
                                               lineBreakMode: lineBreakMode)
    }
}
