import Foundation

/// Measures text so that views can size themselves (`UILabel.intrinsicContentSize`, button sizes).
///
/// The engine cannot shape text without a font library, so measuring is pluggable: the Cairo/Pango
/// renderer installs a measurer that matches what it draws, and tests use the deterministic
/// ``EstimatingTextMeasurer``. A runtime holds one (``AppRuntime/textMeasurer``).
public protocol TextMeasurer: Sendable {
    /// The size `text` occupies in `font`, wrapped to `maxWidth` (nil = one unbounded line unless the
    /// text has line breaks) and limited to `numberOfLines` lines (0 = no limit), rounded up to whole
    /// points as views size themselves.
    func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize

    /// The same size before rounding, with `lineSpacing` points between lines: the laid-out lines'
    /// extents, fractional, as NSString's and NSAttributedString's `boundingRect(with:options:…)` and
    /// `size(withAttributes:)` return them (Apple: "This method returns fractional sizes… use the ceil
    /// function"), and as text drawn in code is placed. A measurer that cannot say more precisely
    /// answers with ``size(of:font:maxWidth:numberOfLines:lineBreakMode:)``, ignoring the spacing.
    func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                       lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) -> CGSize

    /// The same unrounded size with `kern` points added after each character
    /// (``NSAttributedString/Key/kern``), as UIKit measures kerned text. A measurer that cannot lay
    /// kerned text out answers with the unkerned size widened by `kern` per character of its longest
    /// line (see the extension).
    func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                       lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat, kern: CGFloat) -> CGSize
}

extension TextMeasurer {
    /// By default, the rounded size(of:font:maxWidth:numberOfLines:lineBreakMode:), ignoring the
    /// spacing: measurers that lay text out precisely override it.
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) -> CGSize {
        size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// By default, the unkerned size widened by `kern` for each character of the longest paragraph
    /// (kern does not re-wrap the text here), at most `maxWidth`.
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat, kern: CGFloat) -> CGSize {
        var size = unroundedSize(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                 lineBreakMode: lineBreakMode, lineSpacing: lineSpacing)
        guard kern != 0, size.width > 0 else { return size }
        let longest = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0
        size.width = max(size.width + kern * CGFloat(longest), 0)
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 { size.width = min(size.width, maxWidth) }
        return size
    }
}
