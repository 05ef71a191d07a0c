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
    /// A single `.byClipping` line is not wrapped: it is aligned by offset and cut at the frame.
    ///
    /// Text larger than the frame in a dimension — an ellipsis wider than a narrow label, lines taller
    /// than a short one — is cut at the frame's edges in that dimension, which for a label are its
    /// bounds': UIKit draws a label into a backing store the size of its bounds, so nothing shows past
    /// them. The engine relies on it — a view's area to redraw is its bounds grown by its subviews —
    /// or ink left past a label would stay on screen after it moved (found by the fuzzers' damage
    /// check). Text that fits is not clipped (no cost), its ink inside the frame as drawn.
    func drawText(_ run: TextRun) {
        guard !run.text.isEmpty, run.frame.isFiniteAndPositive else { return }
        let key = TextLayoutKey(run: run)
        TextLayoutEngine.shared.withLayout(key) { text in
            guard text.visibleLineCount > 0 else { return }
            let origin = text.origin(for: run, laidOutInWidth: key.width != nil, scale: scale)
            cairo_save(cr)
            let overflowsWidth = text.width > run.frame.width + 0.5
            let overflowsHeight = text.visibleHeight > run.frame.height + 0.5
            if overflowsWidth || overflowsHeight {
                let margin = text.width + text.visibleHeight + run.font.pointSize + abs(run.shadowOffset.width)
                    + abs(run.shadowOffset.height)
                let clip = run.frame.insetBy(dx: overflowsWidth ? 0 : -margin, dy: overflowsHeight ? 0 : -margin)
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
            }
            if text.hasHiddenLines {
                // Only the first `numberOfLines` lines show.
                let band = text.hiddenLinesClip(for: run, at: origin)
                cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
                cairo_clip(cr)
            }
            if run.drawsShadow, let shadow = run.shadowColor {
                setSource(shadow)
                show(text, at: CGPoint(x: origin.x + run.shadowOffset.width, y: origin.y + run.shadowOffset.height))
            }
            setSource(run.color)
            show(text, at: origin)
            cairo_restore(cr)
        }
    }

    /// Paints the current source through `text`'s glyphs with the layout's origin at `point`: through
    /// a mask of them (``TextLayout/mask(atDeviceOrigin:scale:)``, kept or made for this draw), or by
    /// Pango when no mask can be made or the context is turned or scaled (``drawsUpright``).
    func show(_ text: TextLayout, at point: CGPoint) {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(cr, &x, &y)
        // Out of the canvas's range nothing of it can show (see ``deviceRange``).
        guard abs(x) < Self.deviceRange, abs(y) < Self.deviceRange else { return }
        guard drawsUpright,
              let (mask, position) = text.mask(atDeviceOrigin: CGPoint(x: x, y: y), scale: scale) else {
            cairo_move_to(cr, point.x, point.y)
            pango_cairo_show_layout(cr, text.layout)
            return
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, position.x, position.y)
        cairo_restore(cr)
    }

    /// Whether the context maps points to pixels by the canvas's scale alone, as a text mask is
    /// rasterised: a mask is pasted in device space, so under a view's rotation or scale
    /// (``DisplayCommand/beginTransformedGroup(_:clip:alpha:)``) it would show upright and full size
    /// at the run's turned origin — `script/fuzz-events` seed 8193958191077758714 found a button
    /// turned 202° whose title stayed upright, 25 points past the button's damage. Such text is laid
    /// out by Pango under the context's matrix, as Core Graphics draws text under the CTM.
    private var drawsUpright: Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xy == 0 && matrix.yx == 0 && matrix.xx == Double(scale) && matrix.yy == Double(scale)
    }
}
