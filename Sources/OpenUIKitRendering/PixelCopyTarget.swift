import CCairo
import Foundation

/// A canvas's target surface as pixman sees it, so a cached rendering that lands on whole device pixels
/// is copied into it without Cairo (``CairoCanvas/drawCachedRendering(_:placement:alpha:)``): through
/// Cairo, each copy paid about 13,000 instructions and two allocations of setup (a pixman image
/// wrapped around the source, the operation's own state) for a 25×40-point button — per moving view, per
/// frame. An opaque source's rows are copied as they are; a translucent one is composited by one pixman
/// call. The image over the target's pixels is made once per canvas, the source's once per cache
/// (``CachedSurface/image``).
///
/// Pixels written behind Cairo's back follow its rules for that: the surface is flushed before and the
/// area marked dirty after (`cairo_surface_flush`, `cairo_surface_mark_dirty_rectangle`).
final class PixelCopyTarget {
    /// The Cairo image surface the canvas draws into.
    let surface: OpaquePointer
    /// The same pixels as a pixman image.
    private let image: OpaquePointer
    /// The target's size in pixels.
    private let width: Int32, height: Int32
    /// The target's pixels and the bytes from one row to the next.
    private let pixels: UnsafeMutablePointer<UInt8>
    private let stride: Int

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
        width = cairo_image_surface_get_width(surface)
        height = cairo_image_surface_get_height(surface)
        pixels = data
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        _ = pixman_image_unref(image)
    }

    /// Lays `source`'s pixels with their top-left corner at the whole device pixel (`x`, `y`) of the
    /// target, within `clip` (whole device pixels; null lets nothing through) and the target's bounds:
    /// copied when every source pixel is opaque, else composited over what is there (premultiplied
    /// `OVER`, as Cairo's default operator).
    func composite(_ source: CachedSurface, image sourceImage: OpaquePointer, x: Double, y: Double, within clip: CGRect) {
        guard x.isFinite, y.isFinite, !clip.isNull else { return }
        // In floating point: a view placed far outside the target must not overflow 32-bit pixels.
        let minX = max(x, Double(clip.minX), 0), minY = max(y, Double(clip.minY), 0)
        let maxX = min(x + Double(source.pixelWidth), Double(clip.maxX), Double(width))
        let maxY = min(y + Double(source.pixelHeight), Double(clip.maxY), Double(height))
        guard minX < maxX, minY < maxY else { return }
        let left = Int32(minX), top = Int32(minY), width = Int32(maxX - minX), height = Int32(maxY - minY)
        cairo_surface_flush(surface)
        if source.isOpaque, let sourcePixels = source.pixels {
            // An opaque source replaces what is there (`SRC`): a copy of each row, the bytes pixman's
            // `SRC` writes, which its general path took about 100 instructions a row to do (4,000 a
            // 25×40-point button; docs/Performance.md, "Session 13 — animation speed"). Both rectangles
            // are clamped above: the rows lie inside the source and the target.
            assert(x == x.rounded() && y == y.rounded(), "a copy starts on a whole device pixel")
            assert(Int(minX - x) + Int(width) <= Int(source.pixelWidth) && Int(minY - y) + Int(height) <= Int(source.pixelHeight),
                   "the copied rows lie inside the source")
            assert(Int(left) + Int(width) <= Int(self.width) && Int(top) + Int(height) <= Int(self.height),
                   "and inside the target")
            let rowBytes = Int(width) * 4
            var from = UnsafeRawPointer(sourcePixels + Int(minY - y) * source.stride + Int(minX - x) * 4)
            var to = UnsafeMutableRawPointer(pixels + Int(top) * stride + Int(left) * 4)
            for _ in 0..<Int(height) {
                to.copyMemory(from: from, byteCount: rowBytes)
                from += source.stride
                to += stride
            }
        } else {
            pixman_image_composite32(PIXMAN_OP_OVER, sourceImage, nil, image, Int32(minX - x), Int32(minY - y), 0, 0,
                                     left, top, width, height)
        }
        cairo_surface_mark_dirty_rectangle(surface, left, top, width, height)
    }
}
