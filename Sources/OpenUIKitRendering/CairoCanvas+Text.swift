import CCairo
import Foundation
import OpenUIKit

/// Text, laid out by ``TextLayoutEngine`` exactly as ``PangoTextMeasurer`` measures it.
extension CairoCanvas {
    /// Draws a ``TextRun`` as UILabel draws its text: wrapped or truncated in the frame's width by the
    /// line-break mode, at most `numberOfLines` lines, aligned horizontally, the block of shown lines
    /// centred vertically in the frame (snapped to whole device pixels so glyphs look the same at
    /// every position), and the
    /// shadow — when there is one — drawn first at `shadowOffset`, as UIKit draws a title shadow.
    /// A single `.byClipping` line is not wrapped: it is aligned by offset and cut at the frame.
    ///
    /// Text larger than the frame in a dimension — an ellipsis wider than a narrow label, lines taller
    /// than a short one — is cut at the frame's edges in that dimension, which for a label are its
    /// bounds': UIKit draws a label into a backing store the size of its bounds, so nothing shows past
    /// them. The engine relies on it — a view's area to redraw is its bounds grown by its subviews —
    /// or ink left past a label would stay on screen after it moved (found by the fuzzers' damage
    /// check). Text that fits is not clipped (no cost), its ink inside the frame as drawn.
    func drawText(_ run: TextRun) {
        guard !run.text.isEmpty, run.frame.isFiniteAndPositive else { return }
        let key = TextLayoutKey(run: run)
        TextLayoutEngine.shared.withLayout(key) { text in
            guard text.visibleLineCount > 0 else { return }
            let origin = text.origin(for: run, laidOutInWidth: key.width != nil, scale: scale)
            cairo_save(cr)
            let unclipped = unclippedArea
            defer { unclippedArea = unclipped }
            let overflowsWidth = text.width > run.frame.width + 0.5
            let overflowsHeight = text.visibleHeight > run.frame.height + 0.5
            if overflowsWidth || overflowsHeight {
                let margin = text.width + text.visibleHeight + run.font.pointSize + abs(run.shadowOffset.width)
                    + abs(run.shadowOffset.height)
                let clip = run.frame.insetBy(dx: overflowsWidth ? 0 : -margin, dy: overflowsHeight ? 0 : -margin)
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
                narrowUnclippedArea(to: clip)
            }
            if text.hasHiddenLines {
                // Only the first `numberOfLines` lines show.
                let band = text.hiddenLinesClip(for: run, at: origin)
                cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
                cairo_clip(cr)
                narrowUnclippedArea(to: band)
            }
            if run.drawsShadow, let shadow = run.shadowColor {
                setSource(shadow)
                show(text, at: CGPoint(x: origin.x + run.shadowOffset.width, y: origin.y + run.shadowOffset.height))
            }
            setSource(run.color)
            show(text, at: origin)
            cairo_restore(cr)
        }
    }

    /// Paints the current source through `text`'s glyphs with the layout's origin at `point`: through
    /// a mask of them (``TextLayout/mask(atDeviceOrigin:scale:)``, kept or made for this draw), or by
    /// Pango when no mask can be made or the context is turned or scaled (``drawsUpright``). The mask
    /// is pasted by pixman directly when that is exactly what Cairo would do (``pasteDirectly(_:at:)``).
    func show(_ text: TextLayout, at point: CGPoint) {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(cr, &x, &y)
        // Out of the canvas's range nothing of it can show (see ``deviceRange``).
        guard abs(x) < Self.deviceRange, abs(y) < Self.deviceRange else { return }
        // A line in its own color needs Pango's drawing: a mask paints one color.
        guard drawsUpright, !text.hasOwnLineColor,
              let (mask, position) = text.mask(atDeviceOrigin: CGPoint(x: x, y: y), scale: scale) else {
            cairo_move_to(cr, point.x, point.y)
            pango_cairo_show_layout(cr, text.layout)
            return
        }
        if pasteDirectly(mask, at: position) { return }
        guard let maskSurface = mask.surface else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, maskSurface, position.x, position.y)
        cairo_restore(cr)
    }

    /// Composites the current color through `mask` with its top-left corner at `position` (whole device
    /// pixels) into the surface being drawn, with pixman, as Cairo's image compositor does for
    /// `cairo_mask_surface` — the same pixman call on the same images — but without Cairo's setup
    /// around it (its gstate, pattern and clip analysis, a pixman image for each operand: about 4,400
    /// instructions a paste, a sixth of a modal cycle's text). Only when nothing Cairo does differs:
    /// the mask lies where the clip lets every pixel through (``unclippedArea``), the operator is OVER,
    /// the source is one color and the target an ARGB32 image at device scale 1. False, having drawn
    /// nothing, otherwise.
    private func pasteDirectly(_ mask: TextMask, at position: CGPoint) -> Bool {
        guard unclippedArea.contains(CGRect(x: position.x, y: position.y, width: CGFloat(mask.pixelWidth),
                                            height: CGFloat(mask.pixelHeight))),
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
              let source = cairo_get_source(cr), cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID,
              let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return false }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded() else { return false }
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha)
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target),
              let destination = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target),
                UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(target))
        else { return false }
        defer { pixman_image_unref(destination) }
        var color = Self.pixmanColor(red: red, green: green, blue: blue, alpha: alpha)
        guard let solid = pixman_image_create_solid_fill(&color) else { return false }
        defer { pixman_image_unref(solid) }
        let x = Int32(position.x + offsetX), y = Int32(position.y + offsetY)
        pixman_image_composite32(PIXMAN_OP_OVER, solid, mask.image, destination, 0, 0, 0, 0, x, y,
                                 mask.pixelWidth, mask.pixelHeight)
        // Also tells Cairo the surface is no longer clear, which it would otherwise draw on as if it were
        // (replacing rather than blending); in device coordinates, as Cairo adds the device offset.
        cairo_surface_mark_dirty_rectangle(target, Int32(position.x), Int32(position.y), mask.pixelWidth,
                                           mask.pixelHeight)
        return true
    }

    /// Whether the context maps points to pixels by the canvas's scale alone, as a text mask is
    /// rasterised: a mask is pasted in device space, so under a view's rotation or scale
    /// (``DisplayCommand/beginTransformedGroup(_:clip:alpha:)``) it would show upright and full size
    /// at the run's turned origin — `script/fuzz-events` seed 8193958191077758714 found a button
    /// turned 202° whose title stayed upright, 25 points past the button's damage. Such text is laid
    /// out by Pango under the context's matrix, as Core Graphics draws text under the CTM.
    private var drawsUpright: Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xy == 0 && matrix.yx == 0 && matrix.xx == Double(scale) && matrix.yy == Double(scale)
    }

    /// Cairo's solid color as it hands it to pixman: premultiplied, each channel rounded to 16 bits.
    nonisolated static func pixmanColor(red: Double, green: Double, blue: Double, alpha: Double) -> pixman_color_t {
        func channel(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535 + 0.5) }
        let alpha = min(max(alpha, 0), 1)
        return pixman_color_t(red: channel(min(max(red, 0), 1) * alpha), green: channel(min(max(green, 0), 1) * alpha),
                              blue: channel(min(max(blue, 0), 1) * alpha), alpha: channel(alpha))
    }

    /// Replaces `rectangles` (the list's points, `origin` at the surface's corner, at `scale`) of the
    /// ARGB32 image `cr` draws into with `color`, by pixman — what Cairo's SOURCE fill of whole-pixel
    /// rectangles comes down to (`pixman_fill` of the color's pixel), without its path, tessellation
    /// and box setup: about 9,000 instructions for the two rectangles of a modal sheet's content.
    /// False, having drawn nothing, unless every rectangle lies on whole device pixels, the context
    /// has no clip narrower than its image, and the image is ARGB32 at device scale 1 with no offset.
    static func fillDirectly(_ rectangles: [CGRect], with color: UIColor, in cr: OpaquePointer, origin: CGPoint,
                             scale: CGFloat) -> Bool {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var scaleX = 0.0, scaleY = 0.0, offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        guard scaleX == 1, scaleY == 1, offsetX == 0, offsetY == 0,
              unclippedArea(of: cr) == CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        else { return false }
        var boxes: [pixman_box32_t] = []
        boxes.reserveCapacity(rectangles.count)
        for rectangle in rectangles {
            func whole(_ value: CGFloat) -> Int32? {
                let pixels = (value * scale).rounded()
                guard abs(value * scale - pixels) < 1e-6 else { return nil }
                return Int32(min(max(pixels, 0), CGFloat(Int32.max)))
            }
            guard rectangle.isFiniteAndPositive, let x1 = whole(rectangle.minX - origin.x),
                  let y1 = whole(rectangle.minY - origin.y), let x2 = whole(rectangle.maxX - origin.x),
                  let y2 = whole(rectangle.maxY - origin.y) else { return false }
            // Within the image: pixman fills boxes as given.
            let box = pixman_box32_t(x1: min(x1, width), y1: min(y1, height), x2: min(x2, width), y2: min(y2, height))
            if box.x2 > box.x1, box.y2 > box.y1 { boxes.append(box) }
        }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target),
              let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height,
                                                   UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(target))
        else { return false }
        defer { pixman_image_unref(image) }
        var pixmanColor = pixmanColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &pixmanColor, Int32(boxes.count), boxes)
        cairo_surface_mark_dirty(target)
        return true
    }
}
