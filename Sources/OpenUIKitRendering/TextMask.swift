import CCairo
import Foundation

/// A layout's glyphs rasterised once into an alpha mask (A8), at one scale and one fractional device
/// position, so drawing the same text again is one masked fill instead of Pango's walk over runs,
/// glyph items and Cairo's glyph cache — "cached glyphs", issue 7 asks: drawing a two-word title that
/// way was a quarter of a modal cycle's instructions.
///
/// The pixels are the ones drawing the layout directly gives. Cairo 1.16's image backend rounds each
/// glyph's device position to whole pixels, so glyph pixels depend only on the scale and on the
/// fraction of a pixel the layout starts at (``phase``); both are part of the mask. Antialiasing is
/// grayscale and the pinned fonts have no color glyphs (``FontConfiguration``), so one coverage
/// value per pixel holds everything drawn, and painting the text's color through it gives the same
/// result as Cairo painting each glyph.
final class TextMask {
    /// The coverage, `CAIRO_FORMAT_A8`.
    let surface: OpaquePointer
    /// Device pixels per point the glyphs were drawn at.
    let scale: CGFloat
    /// Where in its device pixel the layout's origin lay (each coordinate in 0..<1).
    let phase: CGPoint
    /// The mask's top-left corner from the whole-pixel part of the layout's device origin, in whole
    /// device pixels.
    let offset: CGPoint
    /// The coverage bytes, counted in ``TextLayoutEngine/maskBytes`` while the mask lives.
    let byteCount: Int
    /// The mask's size in pixels.
    let pixelWidth: Int32, pixelHeight: Int32
    /// The coverage as a pixman image over the surface's bytes, made when first composited directly
    /// (``CairoCanvas/show(_:at:)``) and kept with the mask.
    private var compositingImage: OpaquePointer?

    /// Masks larger than this are not kept (a page of text would hold megabytes for one layout), only
    /// drawn through once.
    static let maximumKeptPixelCount = 256 * 1024
    /// No mask is made larger than this (4,096² pixels): such text — pages of it — is drawn by Pango
    /// directly, the one case where its pixels may differ from a mask's (see ``TextLayout/mask(atDeviceOrigin:scale:)``).
    static let maximumPixelCount = 4_096 * 4_096

    /// Rasterises `layout`, whose glyphs' ink is `ink` (points from the layout's origin). Nil when the
    /// ink is empty, the mask would be over ``maximumPixelCount``, or Cairo cannot make it. Made and
    /// released under the engine's lock, as the layouts that keep masks are used; its bytes count in
    /// ``TextLayoutEngine/maskBytes`` while it lives.
    init?(layout: OpaquePointer, ink: CGRect, scale: CGFloat, phase: CGPoint) {
        guard ink.isFiniteAndPositive, scale.isFinite, scale > 0 else { return nil }
        // One pixel of margin: Cairo rounds each glyph's position to whole pixels.
        let left = (phase.x + ink.minX * scale).rounded(.down) - 1
        let top = (phase.y + ink.minY * scale).rounded(.down) - 1
        let right = (phase.x + ink.maxX * scale).rounded(.up) + 1
        let bottom = (phase.y + ink.maxY * scale).rounded(.up) + 1
        guard (right - left) * (bottom - top) <= CGFloat(Self.maximumPixelCount),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cr = cairo_create(surface)
        cairo_translate(cr, phase.x - left, phase.y - top)
        cairo_scale(cr, scale, scale)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        self.surface = surface
        self.scale = scale
        self.phase = phase
        offset = CGPoint(x: left, y: top)
        pixelWidth = cairo_image_surface_get_width(surface)
        pixelHeight = cairo_image_surface_get_height(surface)
        byteCount = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        TextLayoutEngine.shared.maskBytes += byteCount
    }

    /// The coverage as a pixman image (`PIXMAN_a8`) sharing the surface's bytes; nil when pixman
    /// cannot make one.
    var pixmanImage: OpaquePointer? {
        if let compositingImage { return compositingImage }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let image = pixman_image_create_bits(PIXMAN_a8, pixelWidth, pixelHeight,
                                             UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                             cairo_image_surface_get_stride(surface))
        compositingImage = image
        return image
    }

    deinit {
        TextLayoutEngine.shared.maskBytes -= byteCount
        if let compositingImage { pixman_image_unref(compositingImage) }
        cairo_surface_destroy(surface)
    }
}
