import CCairo
import Foundation
import OpenUIKit

/// Paints rectangular parts of one image surface, stretched or tiled, tinted or not.
struct ImagePartPainter {
    let cr: OpaquePointer
    let surface: OpaquePointer
    let imageScale: CGFloat
    let tint: UIColor?
    let alpha: CGFloat

    /// Draws the source pixels `(x, y, width, height)` into `rect`: stretched to fill it, or tiled at
    /// the image's own scale from the rect's top-left corner. Each part samples only its own pixels (a
    /// sub-surface with padded or repeated edges), so neighbouring parts never bleed into each other.
    func part(source: (x: Int, y: Int, width: Int, height: Int), into rect: CGRect, tiled: Bool) {
        guard source.width > 0, source.height > 0, rect.isFiniteAndPositive,
              let sub = cairo_surface_create_for_rectangle(surface, Double(source.x), Double(source.y),
                                                           Double(source.width), Double(source.height))
        else { return }
        defer { cairo_surface_destroy(sub) }
        guard let pattern = cairo_pattern_create_for_surface(sub) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        if tiled {
            cairo_matrix_init_scale(&matrix, imageScale, imageScale)
        } else {
            cairo_matrix_init_scale(&matrix, CGFloat(source.width) / rect.width, CGFloat(source.height) / rect.height)
        }
        cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)

        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        if let tint {
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha * alpha)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }
}
