import CCairo
import Foundation

/// Where the clip lets every pixel through whole (``CairoCanvas/unclippedArea``, an ``UnclippedArea``):
/// the canvas pastes a text mask there with pixman itself, which is what Cairo does for it after a
/// few thousand instructions of setup per paste (docs/Performance.md, "Session 12 — the modal cycle"),
/// and copies a cached rendering's pixels there (``PixelCopyTarget``).
extension CairoCanvas {
    /// The area of device space, in whole pixels, that `cr`'s clip lets through whole: the clip's one
    /// rectangle when Cairo holds it as whole-pixel rectangles and there is one; null otherwise — a
    /// clip of another shape or of fractional edges, several rectangles, a context drawing into a
    /// group (whose device offset Cairo's rectangle list does not account for), or a matrix that
    /// turns (Cairo lists the rectangles in user space).
    static func unclippedArea(of cr: OpaquePointer) -> CGRect {
        trackedClip(of: cr).pixels
    }

    /// `cr`'s clip as the canvas tracks it from there (``unclippedArea(of:)``): Cairo lists a clip
    /// only when it is a region of whole pixels, so its one rectangle is the whole clip.
    static func trackedClip(of cr: OpaquePointer) -> UnclippedArea {
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(cairo_get_group_target(cr), &offsetX, &offsetY)
        guard offsetX == 0, offsetY == 0, isAxisAligned(cr), let list = cairo_copy_clip_rectangle_list(cr)
        else { return .null }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let rectangle = list.pointee.rectangles?.pointee else { return .null }
        let (interior, isWhole) = deviceInterior(
            of: CGRect(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height), in: cr)
        return UnclippedArea(pixels: interior, isWholeClip: isWhole)
    }

    /// Narrows ``unclippedArea`` to `clip` (user space), just clipped to: to the whole pixels inside it
    /// when the matrix keeps rectangles upright, to nothing otherwise.
    func narrowUnclippedArea(to clip: CGRect) {
        // Nothing known stays so; nothing let through (a whole clip of no pixels) too.
        guard !unclippedArea.pixels.isNull else { return }
        guard Self.isAxisAligned(cr) else {
            unclippedArea = .null
            return
        }
        let (interior, isWhole) = Self.deviceInterior(of: clip, in: cr)
        unclippedArea = unclippedArea.intersection(interior, isWhole: isWhole)
    }

    /// Whether `cr`'s matrix maps upright rectangles to upright rectangles (no turn or skew).
    private static func isAxisAligned(_ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xy == 0 && matrix.yx == 0
    }

    /// The whole device pixels inside `rect` (user space) under `cr`'s upright matrix (null when
    /// none), and whether `rect`'s edges lie on whole device pixels, so that it lets through those
    /// pixels and nothing else.
    private static func deviceInterior(of rect: CGRect, in cr: OpaquePointer) -> (CGRect, isWhole: Bool) {
        guard rect.isFiniteAndPositive else { return (.null, false) }
        var x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        // Inward to whole pixels; a coordinate within a millionth of a pixel of a whole one is taken
        // as it (a whole-pixel edge comes back from user space with rounding error at 3x).
        var isWhole = true
        func inward(_ value: Double, up: Bool) -> Double {
            let nearest = value.rounded()
            if abs(value - nearest) < 1e-6 { return nearest }
            isWhole = false
            return up ? value.rounded(.up) : value.rounded(.down)
        }
        let left = inward(min(x0, x1), up: true), right = inward(max(x0, x1), up: false)
        let top = inward(min(y0, y1), up: true), bottom = inward(max(y0, y1), up: false)
        guard right > left, bottom > top else { return (.null, isWhole) }
        return (CGRect(x: left, y: top, width: right - left, height: bottom - top), isWhole)
    }
}
