import Foundation

/// Measures text so that views can size themselves (`UILabel.intrinsicContentSize`, button sizes).
///
/// The engine cannot shape text without a font library, so measuring is pluggable: the Cairo/Pango
/// renderer installs a measurer that matches what it draws, and tests use the deterministic
/// ``EstimatingTextMeasurer``. A runtime holds one (``AppRuntime/textMeasurer``).
public protocol TextMeasurer: Sendable {
    /// The size `text` occupies in `font`, wrapped to `maxWidth` (nil = one unbounded line unless the
    /// text has line breaks) and limited to `numberOfLines` lines (0 = no limit).
    func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
}
