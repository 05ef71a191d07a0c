import CCairo
import Foundation

/// A canvas's target surface as pixman sees it, so a cached rendering that lands on whole device pixels
/// is copied into it by one pixman call (``CairoCanvas/drawCachedRendering(_:placement:alpha:)``):
/// through Cairo, each copy paid about 13,000 instructions and two allocations of setup (a pixman image
/// wrapped around the source, the operation's own state) for a 25×40-point button — per moving view, per
/// frame. The image over the target's pixels is made once per canvas, the source's once per cache
/// (``CachedSurface/image``).
///
/// Pixels written behind Cairo's back follow its rules for that: the surface is flushed before and the
/// area marked dirty after (`cairo_surface_flush`, `cairo_surface_mark_dirty_rectangle`).
final class PixelCopyTarget {
    /// A rectangle of whole device pixels of the target, `min` inclusive, `max` exclusive.
    struct Clip: Equatable {
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32
    }

    /// What a canvas knows of its clip for copies: not asked yet since its groups last changed, a
    /// rectangle of whole pixels of the target, or something a copy cannot follow (a path, an edge
    /// inside a pixel, a group drawn offscreen), which leaves the drawing to Cairo.
    enum ClipState {
        case unknown
        case rectangle(Clip)
        case unsupported
    }

    /// The Cairo image surface the canvas draws into.
    let surface: OpaquePointer
    /// The same pixels as a pixman image.
    private let image: OpaquePointer

    /// The target for `surface`; nil unless it is an ARGB32 image surface whose device space is its
    /// pixels (no device offset or scale: a layer's buffer, drawn scaled by the canvas's matrix).
    init?(surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard scaleX == 1, scaleY == 1, offsetX == 0, offsetY == 0,
              let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                cairo_image_surface_get_stride(surface))
        else { return nil }
        self.surface = surface
        self.image = image
    }

    deinit {
        _ = pixman_image_unref(image)
    }

    /// The clip of `cr`, which draws into this target now, as whole pixels of it: the one rectangle
    /// Cairo reports (the surface's bounds when nothing clips), or ``ClipState/unsupported``. Asked once
    /// per group: it allocates Cairo's list.
    func clip(of cr: OpaquePointer) -> ClipState {
        guard cairo_get_group_target(cr) == surface, let list = cairo_copy_clip_rectangle_list(cr) else {
            return .unsupported
        }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return .unsupported }
        switch list.pointee.num_rectangles {
        case 0:
            return .rectangle(Clip(minX: 0, minY: 0, maxX: 0, maxY: 0))   // everything clipped away
        case 1:
            let rect = list.pointee.rectangles[0]
            var minX = rect.x, minY = rect.y, maxX = rect.x + rect.width, maxY = rect.y + rect.height
            cairo_user_to_device(cr, &minX, &minY)
            cairo_user_to_device(cr, &maxX, &maxY)
            let corners = [min(minX, maxX), min(minY, maxY), max(minX, maxX), max(minY, maxY)]
            let width = Double(cairo_image_surface_get_width(surface))
            let height = Double(cairo_image_surface_get_height(surface))
            // Cairo reports a clip of rectangles only when it is a region of whole pixels; anything
            // else is left to it.
            guard corners.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 }) else { return .unsupported }
            return .rectangle(Clip(minX: Int32(min(max(corners[0].rounded(), 0), width)),
                                   minY: Int32(min(max(corners[1].rounded(), 0), height)),
                                   maxX: Int32(min(max(corners[2].rounded(), 0), width)),
                                   maxY: Int32(min(max(corners[3].rounded(), 0), height))))
        default:
            return .unsupported
        }
    }

    /// Lays `source`'s pixels with their top-left corner at the whole device pixel (`x`, `y`) of the
    /// target, within `clip`: copied when every source pixel is opaque, else composited over what is
    /// there (premultiplied `OVER`, as Cairo's default operator).
    func composite(_ source: CachedSurface, image sourceImage: OpaquePointer, x: Double, y: Double, within clip: Clip) {
        guard x.isFinite, y.isFinite else { return }
        // In floating point: a view placed far outside the target must not overflow 32-bit pixels.
        let minX = max(x, Double(clip.minX)), minY = max(y, Double(clip.minY))
        let maxX = min(x + Double(source.pixelWidth), Double(clip.maxX))
        let maxY = min(y + Double(source.pixelHeight), Double(clip.maxY))
        guard minX < maxX, minY < maxY else { return }
        let left = Int32(minX), top = Int32(minY), width = Int32(maxX - minX), height = Int32(maxY - minY)
        cairo_surface_flush(surface)
        pixman_image_composite32(source.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, sourceImage, nil, image,
                                 Int32(minX - x), Int32(minY - y), 0, 0, left, top, width, height)
        cairo_surface_mark_dirty_rectangle(surface, left, top, width, height)
    }
}
