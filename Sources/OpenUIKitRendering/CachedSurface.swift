import CCairo
import Foundation

/// The pixels a ``RenderingCache`` keeps for the renderer (``CairoCanvas/drawCachedRendering(_:placement:alpha:)``):
/// a Cairo image surface of the view's subtree, rasterized once at `scale`, the pattern that lays it
/// at its extent, and a pixman image over the same pixels, all made once and composited in every frame
/// without a copy or an allocation (`cairo_set_source_surface` made a pattern for every moving view in
/// every frame, and Cairo wraps its source in a new pixman image for every operation). All are
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
    /// The surface's pixels as a pixman image (premultiplied ARGB32, as Cairo's), for a copy on whole
    /// device pixels (``PixelCopyTarget``); nil if pixman could not make one.
    let image: OpaquePointer?
    /// The surface's size in pixels.
    let pixelWidth: Int32, pixelHeight: Int32
    /// The surface's pixels and the bytes from one row to the next, for a copy row by row
    /// (``PixelCopyTarget``); nil if Cairo gave no pixels.
    let pixels: UnsafeMutablePointer<UInt8>?
    let stride: Int
    /// Whether every pixel is opaque (a square view with an opaque background, as a grid's button): laid
    /// over anything, its pixels replace what is there, so they are copied rather than blended —
    /// `OVER` of an opaque source gives the source, bit for bit, at a fraction of the cost.
    let isOpaque: Bool

    init(surface: OpaquePointer, scale: CGFloat, extent: CGRect) {
        self.surface = surface
        self.scale = scale
        self.extent = extent
        pattern = cairo_pattern_create_for_surface(surface)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -extent.minX, -extent.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        pixelWidth = width
        pixelHeight = height
        self.stride = Int(stride)
        pixels = cairo_image_surface_get_data(surface)
        if let data = cairo_image_surface_get_data(surface) {
            image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height,
                                             UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride)
            isOpaque = Self.isOpaque(data, width: Int(width), height: Int(height), stride: Int(stride))
        } else {
            image = nil
            isOpaque = false
        }
    }

    /// Whether every pixel of the ARGB32 rows at `data` has an alpha of 255.
    private static func isOpaque(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for row in 0..<height {
            let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where pixels[column] >> 24 != 0xFF { return false }
        }
        return true
    }

    deinit {
        if let image { _ = pixman_image_unref(image) }
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
