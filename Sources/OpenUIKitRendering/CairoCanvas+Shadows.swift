import CCairo
import Foundation
import OpenUIKit

/// Layer shadows and masks (``DisplayCommand/shadow(_:_:rule:)``, ``DisplayCommand/beginMask``).
///
/// A shadow's shape is filled into an alpha-only group the size of the shadow's area (clipped there
/// first, so the group is no larger), blurred there in device pixels, and painted through as a mask
/// in the shadow's color. The blur is three box blurs each way, each a third of the reach wide on a
/// side: a close approximation of a Gaussian of standard deviation about a third of the reach (Core
/// Animation's `shadowRadius`), reaching no further than ``DisplayShadow/bounds(under:)`` says, so the
/// drawn-area bookkeeping stays exact. Not on an image surface (never, with ``Renderer``), it is
/// drawn sharp.
extension CairoCanvas {
    @inline(never)
    func drawShadow(_ path: DisplayPath, _ shadow: DisplayShadow, rule: CGPathFillRule) {
        let box = path.bounds()
        guard !path.elements.isEmpty, !box.isNull, shadow.blur.isFinite,
              shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return }
        let reach = max(shadow.blur, 0)
        guard let area = clippedToDeviceRange(shadow.bounds(under: box)), area.isFiniteAndPositive else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_clip(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_save(cr)
        cairo_translate(cr, shadow.offset.width, shadow.offset.height)
        if apply(path.transform), addPath(path.elements) {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
        guard let pattern = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let radius = Int((reach * scale / 3).rounded(.down))
        var surface: OpaquePointer?
        if radius > 0, cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            Self.boxBlurAlpha(surface, radius: radius)
        }
        setSource(shadow.color)
        cairo_mask(cr, pattern)
    }

    /// Blurs an A8 image surface in place: three box blurs of `radius` pixels on a side, across then
    /// down.
    private static func boxBlurAlpha(_ surface: OpaquePointer, radius: Int) {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8,
              let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        var blurred = line
        for _ in 0..<3 {
            for y in 0..<height {
                for x in 0..<width { line[x] = data[y * stride + x] }
                boxBlur(line, count: width, radius: radius, into: &blurred)
                for x in 0..<width { data[y * stride + x] = blurred[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = data[y * stride + x] }
                boxBlur(line, count: height, radius: radius, into: &blurred)
                for y in 0..<height { data[y * stride + x] = blurred[y] }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur of the first `count` values: each becomes the mean of the `2 × radius + 1` values
    /// around it, those past the ends counting as 0. A running sum, so linear in `count`.
    private static func boxBlur(_ values: [UInt8], count: Int, radius: Int, into result: inout [UInt8]) {
        let window = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += Int(values[index]) }
        for index in 0..<count {
            let entering = index + radius, leaving = index - radius - 1
            if entering < count { sum += Int(values[entering]) }
            if leaving >= 0 { sum -= Int(values[leaving]) }
            result[index] = UInt8((sum + window / 2) / window)
        }
    }

    // MARK: Masks

    /// Starts drawing into a group that ``endMask(_:)`` composites through the mask.
    func beginMask() {
        cairo_save(cr)
        cairo_push_group(cr)
        // A stray `endGroup` in between composites the group unmasked (opacity 1), staying balanced.
        pushOpenGroup(1)
    }

    /// Composites the group ``beginMask()`` opened through the alpha of `mask`'s drawing.
    func endMask(_ mask: DisplayList) {
        guard let last = openGroups.last else {
            Diagnostics.warn("render.unbalancedEndMask", "endMask without a matching beginMask; ignored")
            return
        }
        _ = popOpenGroup()
        guard last != nil, let content = cairo_pop_group(cr) else {
            cairo_restore(cr)
            return
        }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        let depth = openGroups.count
        for command in mask.commands { draw(command) }
        while openGroups.count > depth { endGroup() }
        guard let maskPattern = cairo_pop_group(cr) else {
            cairo_restore(cr)
            return
        }
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_restore(cr)
    }
}
