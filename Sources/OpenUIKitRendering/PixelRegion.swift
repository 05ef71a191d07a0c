import CCairo
import Foundation

/// An area of a frame as whole device pixels, which rectangles can be added to and taken out of — what
/// the compositor draws a layer into: the area being composited, less the opaque layers in front of it;
/// what a layer draws again when its content grows (``LayerStack``).
///
/// A Cairo region (a set of non-overlapping pixel rectangles), owned by the value's one user: it is
/// `~Copyable`, so the region is destroyed exactly once.
struct PixelRegion: ~Copyable {
    private let region: OpaquePointer?
    /// Device pixels per point of the rectangles given and of the clip made.
    private let scale: CGFloat

    /// `rect` (points, on whole pixels at `scale`).
    init(_ rect: CGRect, scale: CGFloat) {
        self.scale = scale
        var pixels = Self.pixelRectangle(rect, scale: scale)
        region = cairo_region_create_rectangle(&pixels)
    }

    deinit {
        cairo_region_destroy(region)
    }

    /// Takes `rect` (points, on whole pixels) out of the region.
    mutating func subtract(_ rect: CGRect) {
        var pixels = Self.pixelRectangle(rect, scale: scale)
        cairo_region_subtract_rectangle(region, &pixels)
    }

    /// The region's non-overlapping rectangles, in points.
    var rectangles: [CGRect] {
        (0..<cairo_region_num_rectangles(region)).map { index in
            var pixels = cairo_rectangle_int_t()
            cairo_region_get_rectangle(region, index, &pixels)
            return CGRect(x: CGFloat(pixels.x) / scale, y: CGFloat(pixels.y) / scale,
                          width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        }
    }

    /// Adds `rect` (points, on whole pixels) to the region.
    mutating func add(_ rect: CGRect) {
        var pixels = Self.pixelRectangle(rect, scale: scale)
        cairo_region_union_rectangle(region, &pixels)
    }

    /// Saves `cr`'s state and clips it to the region (`cr` draws in points at ``scale``). Returns false,
    /// with nothing saved, when the region is empty; otherwise the caller restores the state.
    func clip(_ cr: OpaquePointer) -> Bool {
        let rectangles = rectangles
        guard !rectangles.isEmpty else { return false }
        cairo_save(cr)
        Self.addPath(rectangles, to: cr)
        cairo_clip(cr)
        return true
    }

    /// Adds `rectangles` (points) to `cr`'s path.
    static func addPath(_ rectangles: [CGRect], to cr: OpaquePointer) {
        for rect in rectangles { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
    }

    /// `rect` in whole device pixels; empty when it is not finite.
    private static func pixelRectangle(_ rect: CGRect, scale: CGFloat) -> cairo_rectangle_int_t {
        guard rect.isFiniteAndPositive else { return cairo_rectangle_int_t(x: 0, y: 0, width: 0, height: 0) }
        func pixel(_ value: CGFloat) -> Int32 {
            Int32(min(max((value * scale).rounded(), CGFloat(Int32.min)), CGFloat(Int32.max)))
        }
        let x = pixel(rect.minX), y = pixel(rect.minY)
        return cairo_rectangle_int_t(x: x, y: y, width: pixel(rect.maxX) - x, height: pixel(rect.maxY) - y)
    }
}
