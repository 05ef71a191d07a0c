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
    /// The coverage, a pixman `a8` image that owns its bytes: what ``CairoCanvas/show(_:at:)`` pastes
    /// directly, and all a mask keeps unless it is also drawn through Cairo (``surface``).
    let image: OpaquePointer
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
    /// A Cairo surface over ``image``'s bytes, made when the mask is first drawn through Cairo (clipped
    /// text, a target pixman cannot be handed) and kept with the mask.
    private var cairoSurface: OpaquePointer?

    /// Masks larger than this are not kept (a page of text would hold megabytes for one layout), only
    /// drawn through once.
    static let maximumKeptPixelCount = 256 * 1024
    /// No mask is made larger than this (4,096² pixels): such text — pages of it — is drawn by Pango
    /// directly, the one case where its pixels may differ from a mask's (see ``TextLayout/mask(atDeviceOrigin:scale:)``).
    static let maximumPixelCount = 4_096 * 4_096

    /// Rasterises `layout`, whose glyphs' ink is `ink` (points from the layout's origin). Nil when the
    /// ink is empty, the mask would be over ``maximumPixelCount``, or Cairo or pixman cannot make it.
    /// Made and released under the engine's lock, as the layouts that keep masks are used; its bytes
    /// count in ``TextLayoutEngine/maskBytes`` while it lives.
    ///
    /// The glyphs are drawn into a new Cairo surface (Cairo draws the first glyphs into a surface it
    /// knows is clear, so the pixels are the ones it always gave), copied into ``image``, and the
    /// surface released: a kept mask holds one pixman image rather than a Cairo surface, the pixman
    /// image Cairo makes for it and a second one for pasting — about 500 bytes less per mask, half a
    /// megabyte of the click grid's peak heap over its thousand titles (docs/Performance.md,
    /// "Session 13 — the modal cycle").
    init?(layout: OpaquePointer, ink: CGRect, scale: CGFloat, phase: CGPoint) {
        guard ink.isFiniteAndPositive, scale.isFinite, scale > 0 else { return nil }
        // One pixel of margin: Cairo rounds each glyph's position to whole pixels.
        let left = (phase.x + ink.minX * scale).rounded(.down) - 1
        let top = (phase.y + ink.minY * scale).rounded(.down) - 1
        let right = (phase.x + ink.maxX * scale).rounded(.up) + 1
        let bottom = (phase.y + ink.maxY * scale).rounded(.up) + 1
        guard (right - left) * (bottom - top) <= CGFloat(Self.maximumPixelCount),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)
        cairo_translate(cr, phase.x - left, phase.y - top)
        cairo_scale(cr, scale, scale)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // pixman's own rows (4-byte aligned, as Cairo's A8 rows are), so Cairo can draw from them too.
        guard let data = cairo_image_surface_get_data(surface),
              let image = pixman_image_create_bits_no_clear(PIXMAN_a8, width, height, nil, 0),
              let bits = pixman_image_get_data(image)
        else { return nil }
        let imageStride = Int(pixman_image_get_stride(image))
        let rowBytes = min(stride, imageStride)
        for row in 0..<Int(height) {
            (UnsafeMutableRawPointer(bits) + row * imageStride).copyMemory(from: data + row * stride, byteCount: rowBytes)
        }
        self.image = image
        self.scale = scale
        self.phase = phase
        offset = CGPoint(x: left, y: top)
        pixelWidth = width
        pixelHeight = height
        byteCount = imageStride * Int(height)
        TextLayoutEngine.shared.maskBytes += byteCount
    }

    /// The coverage as a Cairo A8 surface over ``image``'s bytes, for `cairo_mask_surface`; nil when
    /// Cairo cannot make one.
    var surface: OpaquePointer? {
        if let cairoSurface { return cairoSurface }
        guard let bits = pixman_image_get_data(image),
              let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, pixelWidth,
                pixelHeight, pixman_image_get_stride(image))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairoSurface = surface
        return surface
    }

    deinit {
        TextLayoutEngine.shared.maskBytes -= byteCount
        // The surface first: it draws from the image's bytes.
        if let cairoSurface { cairo_surface_destroy(cairoSurface) }
        pixman_image_unref(image)
    }
}
