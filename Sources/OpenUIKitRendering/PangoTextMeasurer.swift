import Foundation
import OpenUIKit

/// The engine's ``TextMeasurer`` backed by Pango, so views size themselves to exactly what
/// ``Renderer`` draws (`UILabel.intrinsicContentSize`, button sizes).
///
/// A runtime made by ``Renderer/makeRuntime(screen:application:)`` measures with it (or pass one to `AppRuntime`).
/// Sizes are the logical extents of the lines shown — ascent to descent, advance widths — rounded up
/// to whole points, as UIKit rounds `sizeThatFits`;
/// ``unroundedSize(of:font:maxWidth:numberOfLines:lineBreakMode:lineSpacing:)`` gives them as laid
/// out, with line spacing. Layouts are cached, so measuring the same title again costs a dictionary
/// lookup.
public struct PangoTextMeasurer: TextMeasurer {
    /// A measurer using the project's pinned fonts (`FontConfiguration`), so what it measures matches what
    /// the Cairo renderer draws.
    public init() {
        FontConfiguration.pin()
    }

    /// The size of the laid-out text, rounded up to whole points as views size themselves.
    public func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        let size = unroundedSize(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                 lineBreakMode: lineBreakMode, lineSpacing: 0)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The size of the laid-out text before rounding, with `lineSpacing` between lines, as
    /// NSString's `boundingRect(with:options:attributes:context:)` returns it.
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat) -> CGSize {
        unroundedSize(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                      lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, kern: 0)
    }

    /// The same, with `kern` points of letter spacing, laid out by Pango as the renderer draws it.
    /// Pango spaces the characters of a line apart, `kern` between each two; UIKit adds it after every
    /// character, the last one included, so the line is measured one `kern` wider, as UIKit measures
    /// it (a kerned label is sized with room after its last letter).
    public func unroundedSize(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat, kern: CGFloat) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let key = TextLayoutKey(measuring: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                lineBreakMode: lineBreakMode, lineSpacing: lineSpacing, kern: kern)
        var size = TextLayoutEngine.shared.size(key)
        if let decoration = key.decoration { size.width = max(size.width + decoration.kern, 0) }
        if let maxWidth, maxWidth.isFinite, maxWidth > 0 { size.width = min(size.width, maxWidth) }
        return size
    }
}
