import CCairo
import Foundation
import OpenUIKit

/// Turns the engine's display lists into pixels with Cairo and Pango.
///
/// ```swift
/// let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))  // Pango text, PNG decoding
/// let window = runtime.run { UIWindow(screen: runtime.screen) }
/// let pixels = Renderer().render(window, scale: 2)
/// try pixels.pngData()?.write(to: url)
/// ```
///
/// A list is drawn in points into a ``PixelBuffer`` of `size × scale` pixels (`cairo_scale`), so
/// the same list renders at 1x, 2x and 3x. ``render(_:into:dirtyRect:origin:)`` redraws only a
/// dirty rectangle of an existing buffer, which is how a window host redraws what changed. Rendering is
/// deterministic: fonts are pinned by ``FontConfiguration`` and text is laid out without hinting, so
/// the same list gives the same bytes in every run on every machine with the same packages.
@MainActor
public struct Renderer {
    /// A renderer; it pins the fonts on first use (`FontConfiguration`), so every rendering is laid out
    /// with the same faces on every machine.
    public init() {
        FontConfiguration.pin()
    }

    /// A new app runtime that measures text with Pango (``PangoTextMeasurer``), decodes PNG data
    /// with Cairo (``PNGImageDecoder``) and rasterizes and encodes images (``CairoImageEncoder``), so
    /// its views size themselves to what this renderer draws (a title measured by the engine's
    /// estimate and drawn by Pango can come out truncated) and `UIImage.pngData()` works. What an app
    /// drawn by this renderer starts with, before it builds a view.
    public static func makeRuntime(screen: UIScreen, application: UIApplication = UIApplication()) -> AppRuntime {
        FontConfiguration.pin()
        return AppRuntime(application: application, screen: screen, textMeasurer: PangoTextMeasurer(),
                          imageDecoder: PNGImageDecoder(), imageEncoder: CairoImageEncoder())
    }

    /// Renders `list` into a new transparent buffer of `size` points at `scale`.
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat = 1) -> PixelBuffer {
        let scale = validScale(scale)
        guard !isTooLarge(size, scale: scale) else { return PixelBuffer(size: .zero, scale: scale) }
        var buffer = PixelBuffer(size: size, scale: scale)
        render(list, into: &buffer)
        return buffer
    }

    /// `rect` (points) grown to the smallest rectangle whose edges fall on pixel boundaries at `scale`.
    ///
    /// Dirty rectangles are redrawn in whole pixels: a view animating through fractional positions
    /// leaves a dirty rectangle with fractional edges, and clipped to it exactly, Cairo would clear and
    /// repaint the edge pixels only in part and leave a faint line of the old frame behind. Culling
    /// (``UIView/renderDisplayList(in:)``) must use the same widened rectangle.
    nonisolated public static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        let maxX = (rect.maxX * scale).rounded(.up), maxY = (rect.maxY * scale).rounded(.up)
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }

    /// Draws `list` over `buffer` (points map to pixels by the buffer's scale). With `dirtyRect`
    /// (points), only that area, widened to whole pixels (``pixelAligned(_:scale:)``), is cleared to
    /// transparent and drawn again; the rest keeps its pixels. Without it, the whole buffer is cleared
    /// and drawn. `origin` is the point of the list's coordinates at the buffer's top-left corner (a
    /// window layer's buffer covers only its extent; see ``LayerStack``); `dirtyRect` is in the list's
    /// coordinates.
    public func render(_ list: DisplayList, into buffer: inout PixelBuffer, dirtyRect: CGRect? = nil,
                       origin: CGPoint = .zero) {
        if let dirtyRect, !dirtyRect.isFiniteAndPositive { return }
        withContext(drawingInto: &buffer, origin: origin) { cr, scale, size in
            var region = CGRect(origin: origin, size: size)
            if let dirtyRect {
                region = Self.pixelAligned(dirtyRect, scale: scale)
                cairo_rectangle(cr, region.minX, region.minY, region.width, region.height)
                cairo_clip(cr)
            }
            // No clear where the list's first fill paints over every pixel anyway.
            if !list.beginsWithOpaqueFill(covering: region) {
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            CairoCanvas(cr: cr, scale: scale, area: region).draw(list)
        }
    }

    /// Draws a list that begins with an opaque `background` fill (``DisplayList/openingOpaqueFill(covering:)``)
    /// only within `rectangles` (non-overlapping, on whole pixels, list coordinates), which hold
    /// everything the rest of the list draws (``DisplayList/drawnArea(after:scale:limit:)``): they are
    /// filled with the background's color, and the rest of the list is drawn over them as it is — it
    /// reaches nowhere else, so it needs no clip (a clip of several rectangles made Cairo composite
    /// text through a clip mask). The buffer's other pixels are left as they were.
    func render(_ list: DisplayList, into buffer: inout PixelBuffer, background: (color: UIColor, index: Int),
                within rectangles: [CGRect], origin: CGPoint) {
        withContext(drawingInto: &buffer, origin: origin) { cr, scale, size in
            let color = background.color
            if !CairoCanvas.fillDirectly(rectangles, with: color, in: cr, origin: origin, scale: scale) {
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                PixelRegion.addPath(rectangles, to: cr)
                cairo_fill(cr)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            CairoCanvas(cr: cr, scale: scale, area: CGRect(origin: origin, size: size))
                .draw(list, skipping: background.index)
        }
    }

    /// Runs `body` with a Cairo context drawing into `buffer` in the list's points (`origin` at the
    /// buffer's top-left corner), the buffer's scale and its size in points; nothing for an empty buffer.
    private func withContext(drawingInto buffer: inout PixelBuffer, origin: CGPoint,
                             _ body: (OpaquePointer, CGFloat, CGSize) -> Void) {
        guard buffer.width > 0, buffer.height > 0 else { return }
        let width = Int32(buffer.width), height = Int32(buffer.height), scale = buffer.scale, size = buffer.size
        buffer.pixels.withUnsafeMutableBytes { bytes in
            let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  Int(stride) == Int(width) * 4,
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, width, height, stride)
            else { return }
            defer { cairo_surface_destroy(surface) }
            guard let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr) }
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -origin.x, -origin.y)
            body(cr, scale, size)
            cairo_surface_flush(surface)
        }
    }

    /// Renders `view` and its visible subviews into a buffer of the view's bounds size, as if the view
    /// were the root of its hierarchy (its own frame origin, transform and superview are ignored; its
    /// alpha and clipping apply). Lays the view out first, as a frame would.
    public func render(_ view: UIView, scale: CGFloat = 1) -> PixelBuffer {
        view.layoutIfNeeded()
        var commands = view.renderDisplayList().commands
        // A view with a transform opens with a transformed group: as the root, it is drawn untransformed,
        // as `CALayer.render(in:)` draws a layer in its own coordinates.
        switch commands.first {
        case let .beginGroup(_, clip, alpha)?, let .beginTransformedGroup(_, clip, alpha)?:
            commands[0] = .beginGroup(origin: CGPoint(x: -view.bounds.minX, y: -view.bounds.minY),
                                      clip: clip, alpha: alpha)
        default:
            break
        }
        return render(DisplayList(commands), size: view.bounds.size, scale: scale)
    }

    /// Lays `window` out and draws all of it over `buffer` (a full frame, as Qt's `QWidget::render`),
    /// building the display list in storage reused from frame to frame
    /// (``UIView/withRenderDisplayList(in:_:)``).
    public func render(_ window: UIWindow, into buffer: inout PixelBuffer) {
        window.layoutIfNeeded()
        window.withRenderDisplayList { render($0, into: &buffer) }
    }

    /// Brings `buffer` up to date with `window`, as a window host does each frame: lays the window out
    /// (``UIWindow/renderFrame()``), then redraws only the window's dirty rectangle
    /// (``UIWindow/takeDirtyRect()``). When the buffer does not match the window's size it is
    /// reallocated at its scale and drawn whole. Returns the area redrawn, in window points; nil when
    /// nothing changed.
    @discardableResult
    public func renderFrame(of window: UIWindow, into buffer: inout PixelBuffer) -> CGRect? {
        window.layoutIfNeeded()
        let bounds = window.bounds
        let dirty = window.takeDirtyRect()
        // A window over the buffer cap draws nothing; each frame with changes reports it.
        if dirty != nil, isTooLarge(bounds.size, scale: buffer.scale) {
            buffer = PixelBuffer(size: .zero, scale: buffer.scale)
            return nil
        }
        // Compare sizes without allocating: a new 1000×1000 buffer per frame was most of a small
        // redraw's cost (issue 7's click-grid-paint profile).
        let needed = PixelBuffer.pixelSize(of: bounds.size, scale: buffer.scale)
        if needed.width != buffer.width || needed.height != buffer.height {
            buffer = PixelBuffer(size: bounds.size, scale: buffer.scale)
            render(window, into: &buffer)
            return bounds
        }
        guard let dirty = dirty.map({ Self.pixelAligned($0, scale: buffer.scale) }) else { return nil }
        let area = dirty.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        window.withRenderDisplayList(in: dirty) { render($0, into: &buffer, dirtyRect: area) }
        return dirty
    }

    /// Whether `size` points at a valid `scale` need more than ``PixelBuffer/maximumPixelCount``
    /// pixels; reports it (`render.bufferTooLarge`) when they do, since nothing is then rendered.
    private func isTooLarge(_ size: CGSize, scale: CGFloat) -> Bool {
        guard PixelBuffer.isTooLarge(size, scale: scale) else { return false }
        Diagnostics.warn("render.bufferTooLarge", "\(size.width)×\(size.height) points at scale \(scale) need more "
                         + "than \(PixelBuffer.maximumPixelCount) pixels (8,192²); nothing rendered")
        return true
    }

    /// A scale that is not a positive finite number is reported and replaced by 1.
    private func validScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else {
            Diagnostics.warn("render.invalidScale", "scale \(scale) is not a positive finite number; using 1")
            return 1
        }
        return scale
    }
}
