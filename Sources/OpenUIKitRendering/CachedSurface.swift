import CCairo
import Foundation

/// The pixels a ``RenderingCache`` keeps for the renderer (``CairoCanvas/drawCachedRendering(_:placement:alpha:)``):
/// a Cairo image surface of the view's subtree, rasterized once at `scale`, and the pattern that lays it
/// at its extent, both made once and composited in every frame without a copy or an allocation
/// (`cairo_set_source_surface` made a pattern for every moving view in every frame). Both are
/// destroyed with it, when the cache drops it.
final class CachedSurface {
    /// The surface, with its device scale set to ``scale``, so it is placed in points.
    let surface: OpaquePointer
    /// Pixels per point it was rasterized at; a canvas of another scale rasterizes the subtree again.
    let scale: CGFloat
    /// The area of the view's coordinates it covers, on whole pixels at ``scale``.
    let extent: CGRect
    /// The surface as a source whose matrix puts its corner at the extent's origin, in the view's
    /// coordinates: set as the source under the view's placement, it lays the pixels where they belong.
    let pattern: OpaquePointer

    init(surface: OpaquePointer, scale: CGFloat, extent: CGRect) {
        self.surface = surface
        self.scale = scale
        self.extent = extent
        pattern = cairo_pattern_create_for_surface(surface)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -extent.minX, -extent.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
