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
}

extension TextMeasurer {
    /// By default, the rounded size(of:font:maxWidth:numberOfLines:lineBreakMode:), ignoring the
    /// spacing: measurers that lay text out precisely override it.
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) -> CGSize {
        size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}
