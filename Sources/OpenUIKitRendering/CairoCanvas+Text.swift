import CCairo
import Foundation
import OpenUIKit

/// Text, laid out by ``TextLayoutEngine`` exactly as ``PangoTextMeasurer`` measures it.
extension CairoCanvas {
    /// Draws a ``TextRun`` as UILabel draws its text: wrapped or truncated in the frame's width by the
    /// line-break mode, at most `numberOfLines` lines, aligned horizontally, the block of shown lines
    /// centred vertically in the frame (snapped to whole device pixels so glyphs look the same at
    /// every position), and the
    /// shadow — when there is one — drawn first at `shadowOffset`, as UIKit draws a title shadow.
    /// A single `.byClipping` line is not wrapped: it is aligned by offset and may run past the frame.
    func drawText(_ run: TextRun) {
        guard !run.text.isEmpty, run.frame.isFiniteAndPositive else { return }
        let key = TextLayoutKey(run: run)
        TextLayoutEngine.shared.withLayout(key) { text in
            guard text.visibleLineCount > 0 else { return }
            var x = run.frame.minX
            if key.width == nil {  // not laid out in a width: Pango did not align it
                switch run.alignment {
                case .center: x += (run.frame.width - text.width) / 2
                case .right: x += run.frame.width - text.width
                case .left, .justified, .natural: break
                }
            }
            let y = snap(run.frame.minY + (run.frame.height - text.visibleHeight) / 2)
            // Snap the leftmost line's start, not the layout box, so aligned text keeps the same
            // pixel phase (and so the same glyph pixels) wherever the alignment puts it.
            x = snap(x + text.minX) - text.minX
            cairo_save(cr)
            if text.hasHiddenLines {
                // Only the first `numberOfLines` lines show; the clip spans the whole row band.
                let margin = run.frame.width + text.width + run.font.pointSize
                cairo_rectangle(cr, run.frame.minX - margin, y, run.frame.width + 2 * margin, text.visibleHeight)
                cairo_clip(cr)
            }
            if let shadow = run.shadowColor, !shadow.isFullyTransparent,
               run.shadowOffset.width.isFinite, run.shadowOffset.height.isFinite {
                setSource(shadow)
                cairo_move_to(cr, x + run.shadowOffset.width, y + run.shadowOffset.height)
                pango_cairo_show_layout(cr, text.layout)
            }
            setSource(run.color)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, text.layout)
            cairo_restore(cr)
        }
    }

    /// Rounds a coordinate in points to the nearest whole device pixel.
    private func snap(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}
