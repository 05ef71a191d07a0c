import CCairo
import Foundation

/// One Pango layout and the extents of the lines that are shown, in points.
///
/// `numberOfLines` limits the lines shown; Pango's own line limit applies only to ellipsized text
/// and counts per paragraph, so ``visibleLineCount`` and ``visibleHeight`` are computed here and the
/// drawing clips to them.
final class TextLayout {
    let layout: OpaquePointer
    /// The lines that are shown: all, or the first `numberOfLines`.
    let visibleLineCount: Int
    /// Whether lines past ``visibleLineCount`` exist and must be clipped away when drawing.
    let hasHiddenLines: Bool
    /// The widest shown line's logical width.
    let width: CGFloat
    /// From the top of the first shown line to the bottom of the last.
    let visibleHeight: CGFloat
    /// The logical left edge of the leftmost shown line (non-zero when Pango aligns in a width).
    let minX: CGFloat
    /// The ink of all the layout's glyphs, from the layout's top-left corner (Pango's ink extents);
    /// it may reach past the logical extents, as stacked accents or an italic overhang do.
    let inkRect: CGRect
    /// Whether an underline or strikethrough has its own color (``TextLayoutDecoration/hasOwnLineColor``):
    /// then the layout is drawn by Pango, not through a one-color mask.
    let hasOwnLineColor: Bool
    /// The layout rasterised at the scales and pixel phases it was last drawn at
    /// (``mask(atDeviceOrigin:scale:)``), most recently used last.
    var masks: [TextMask] = []
    /// The scale and pixel phase of the last draw whose mask was not kept: a second draw there keeps it.
    var lastUnkeptDraw: (scale: CGFloat, phase: CGPoint)?

    init(layout: OpaquePointer, numberOfLines: Int, hasOwnLineColor: Bool = false) {
        self.layout = layout
        self.hasOwnLineColor = hasOwnLineColor
        let lineCount = Int(pango_layout_get_line_count(layout))
        let shown = numberOfLines > 0 ? min(numberOfLines, lineCount) : lineCount
        var width: Int32 = 0, bottom: Int32 = 0, minX = Int32.max
        let iterator = pango_layout_get_iter(layout)
        for index in 0..<shown {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            width = max(width, logical.width)
            bottom = logical.y + logical.height
            minX = min(minX, logical.x)
            if index + 1 < shown { pango_layout_iter_next_line(iterator) }
        }
        pango_layout_iter_free(iterator)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let unit = CGFloat(ccairo_pango_scale())
        inkRect = CGRect(x: CGFloat(ink.x) / unit, y: CGFloat(ink.y) / unit, width: CGFloat(ink.width) / unit,
                         height: CGFloat(ink.height) / unit)
        self.visibleLineCount = shown
        self.hasHiddenLines = shown < lineCount
        self.width = CGFloat(width) / unit
        self.visibleHeight = CGFloat(bottom) / unit
        self.minX = shown > 0 ? CGFloat(minX) / unit : 0
    }

    /// The extent of the shown lines, unrounded: the widest line's width and their height.
    var size: CGSize {
        CGSize(width: width, height: visibleHeight)
    }

    deinit {
        ccairo_layout_release(layout)
    }
}
