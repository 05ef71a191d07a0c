import CCairo
import Foundation
import OpenUIKit

/// A window's layers (``UIWindow/takeLayers()``) kept as bitmaps from frame to frame, each brought up
/// to date by redrawing only what changed in it, and composited into a frame on demand — what iOS's
/// render server does with the layer tree.
///
/// ```swift
/// var layers = LayerStack(scale: 2)
/// if let changed = layers.update(from: window) {      // draws what changed, layer by layer
///     layers.composite(changed, into: &frame)          // a host's frame buffer
/// }
/// ```
///
/// Presenting a form sheet over a full window draws the sheet's pixels only: the screen under it keeps
/// its bitmap, and the dimming is a color laid over it when compositing. Drawing the window whole
/// again on each presentation and dismissal cost two full frames per modal cycle (issue 7's
/// modal-cycle profile). Of the sheet itself only what is drawn over its background gets pixels: the
/// background is the layer's base color (``RetainedLayer/baseColor``), filled when compositing.
/// Positions are in *frame coordinates*: points from the window's top-left corner (the window's
/// coordinates less its bounds origin, which is zero for nearly every window).
/// A stack serves one window for its whole life: it knows layers by their root views' identities.
@MainActor
public struct LayerStack {
    /// The layers, back to front; the first is the window's base layer and covers the whole frame.
    public private(set) var layers: [RetainedLayer] = []
    /// Pixels the last ``update(from:)`` cleared and drew again, over all layers.
    public private(set) var pixelsDrawn = 0
    /// Pixels per point of every layer and of the composited frame.
    public let scale: CGFloat
    private let renderer = Renderer()
    /// Buffers of layers that went away, kept for a new layer of the same pixel size: a sheet
    /// presented again and again draws into one buffer instead of faulting in a fresh one each time.
    var spareBuffers: [PixelBuffer] = []
    /// The last layer that went away while its pixels were still one display list's drawing
    /// (``RetainedLayer/wholeDrawing``), kept for a layer drawn from an equal list: see
    /// `LayerStack+GoneLayer.swift`. Its buffer counts among the spare ones.
    var goneLayer: RetainedLayer?

    /// How many spare buffers are kept: one presentation going as the next comes needs one.
    static let maximumSpareBuffers = 2

    /// An empty stack drawing at `scale` pixels per point (a non-finite or non-positive scale becomes 1);
    /// the first update draws every layer whole.
    public init(scale: CGFloat = 1) {
        self.scale = PixelBuffer.safeScale(scale)
    }

    /// Lays `window` out and brings every layer up to date: a new layer, or one whose extent moved, is
    /// drawn whole; another only where it changed. Layers that went away are dropped.
    ///
    /// Returns the area of the composited frame that changed (frame coordinates, whole pixels): where
    /// layers were drawn, came, went, moved or changed their backdrop. Nil when nothing changed.
    @discardableResult
    public mutating func update(from window: UIWindow) -> CGRect? {
        window.layoutIfNeeded()
        let origin = window.bounds.origin
        // At the scale it draws at: a view that only moves damages nothing while it stays on the same
        // whole pixels (the buttons of animate-grid do for two frames in three).
        let windowLayers = window.takeLayers(scale: scale)
        pixelsDrawn = 0
        // Taken out, so each layer's pixels have one owner and are drawn in place: a copy left in
        // `layers` made every frame copy the window's four megabytes before drawing into them.
        var previous = layers
        layers = []
        // A window of another size: every layer is drawn anew.
        let frameSize = PixelBuffer.pixelSize(of: window.bounds.size, scale: scale)
        if let base = previous.first, PixelBuffer.pixelSize(of: base.frame.size, scale: scale) != frameSize {
            previous.forEach { recycle($0.pixels) }
            previous = []
        }
        var changed = CGRect.null
        var updated: [RetainedLayer] = []
        updated.reserveCapacity(windowLayers.count)
        for windowLayer in windowLayers {
            let frame = Renderer.pixelAligned(windowLayer.extent.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
            let backdropRect = windowLayer.backdropRect.offsetBy(dx: -origin.x, dy: -origin.y)
            let rootIdentifier = ObjectIdentifier(windowLayer.root)
            // A loop, not `firstIndex(where:)`: a main-actor closure passed to a generic function checks
            // its executor on every call (issue 7's modal-cycle profile).
            var found: Int?
            for index in previous.indices where previous[index].rootIdentifier == rootIdentifier {
                found = index
                break
            }
            // Each layer is drawn where it lies in an array and moved from `previous` to `updated`, never
            // copied: a copy retains the layer's colors, rectangles and pixels and the original releases
            // them (seven copies a modal cycle, callgrind).
            guard let index = found else {
                updated.append(RetainedLayer(root: windowLayer.root, frame: frame,
                                             backdropColor: windowLayer.backdropColor, backdropRect: backdropRect))
                updated[updated.count - 1].transform = Self.inFrame(windowLayer.transform, origin: origin)
                updated[updated.count - 1].alpha = windowLayer.alpha
                updated[updated.count - 1].clip = Self.inFrame(windowLayer.clip, origin: origin)
                drawWhole(windowLayer, of: window, into: &updated[updated.count - 1])
                changed = changed.union(updated[updated.count - 1].coverage)
                continue
            }
            // A layer that kept its place in the order keeps its pixels; one that moved among the
            // others changes everything it covers.
            if index != 0 { changed = changed.union(previous[index].coverage) }
            changed = changed.union(bringUpToDate(&previous[index], with: windowLayer, frame: frame,
                                                  backdropRect: backdropRect, of: window))
            updated.append(previous.remove(at: index))
        }
        // By index, not `for gone in previous`, which copies each layer. A layer whose pixels are one
        // list's drawing is kept whole, for a layer drawn from that list again; the others' buffers
        // are kept for reuse.
        for index in previous.indices {
            changed = changed.union(previous[index].coverage)
            if previous[index].wholeDrawing != nil { keepGone(previous[index]) } else { recycle(previous[index].pixels) }
        }
        layers = updated
        let frameRect = CGRect(origin: .zero, size: window.bounds.size)
        let result = Renderer.pixelAligned(changed.intersection(frameRect), scale: scale)
        return result.isNull || result.isEmpty ? nil : result
    }

    /// Brings `layer`, kept from the last update, up to date with `windowLayer`, whose extent is now
    /// `frame` and backdrop `backdropRect` (frame coordinates): drawn whole when it moved or was resized,
    /// else where it was damaged; its backdrop taken over. Returns the area of the frame that changed.
    private mutating func bringUpToDate(_ layer: inout RetainedLayer, with windowLayer: WindowLayer, frame: CGRect,
                                        backdropRect: CGRect, of window: UIWindow) -> CGRect {
        let origin = window.bounds.origin
        var changed = CGRect.null
        // A new transform, opacity or clip (a card's presenter scaled back, its corners rounded) changes
        // where the pixels show, not the pixels.
        let transform = Self.inFrame(windowLayer.transform, origin: origin)
        let clip = Self.inFrame(windowLayer.clip, origin: origin)
        if layer.transform != transform || layer.alpha != windowLayer.alpha || layer.clip != clip {
            changed = changed.union(layer.coverage)
            layer.transform = transform
            layer.alpha = windowLayer.alpha
            layer.clip = clip
            changed = changed.union(layer.coverage)
        }
        if layer.frame != frame {
            changed = changed.union(layer.shown(layer.frame)).union(layer.shown(frame))
            layer.frame = frame
            drawWhole(windowLayer, of: window, into: &layer)
        } else if let damage = windowLayer.damage {
            let area = Renderer.pixelAligned(damage.offsetBy(dx: -origin.x, dy: -origin.y), scale: scale)
                .intersection(frame)
            if !area.isNull, !area.isEmpty {
                draw(area, of: windowLayer, of: window, into: &layer)
                changed = changed.union(layer.shown(area))
            }
        }
        if layer.backdropColor != windowLayer.backdropColor || layer.backdropRect != backdropRect {
            changed = changed.union(layer.coverage)
            layer.backdropColor = windowLayer.backdropColor
            layer.backdropRect = backdropRect
            changed = changed.union(layer.coverage)
        }
        return changed
    }

    /// Composites `area` (frame coordinates; nil for the whole frame) of the layers into `frame`, a
    /// buffer of the window's pixel size at ``scale``: the base layer's pixels, then for each layer
    /// in front its backdrop color and its pixels, each laid over what is below.
    public func composite(_ area: CGRect? = nil, into frame: inout PixelBuffer) {
        let width = frame.width, height = frame.height
        frame.pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            composite(area, into: base, pixelWidth: width, pixelHeight: height, bytesPerRow: width * 4)
        }
    }

    /// ``composite(_:into:)`` into memory a host owns: `pixelHeight` rows of `bytesPerRow` bytes of
    /// premultiplied ARGB32, as ``PixelBuffer`` holds them.
    public func composite(_ area: CGRect?, into pixels: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int,
                          bytesPerRow: Int) {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= PixelBuffer.maximumDimension,
              pixelHeight <= PixelBuffer.maximumDimension, bytesPerRow >= pixelWidth * 4,
              let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self),
                                                               CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
                                                               Int32(pixelHeight), Int32(bytesPerRow))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let frameRect = CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        let clip = area.map { Renderer.pixelAligned($0, scale: scale).intersection(frameRect) } ?? frameRect
        guard clip.isFiniteAndPositive else { return }
        cairo_scale(cr, scale, scale)
        for (index, layer) in layers.enumerated() {
            // Only where no opaque layer in front hides this one: under a form sheet, the screen
            // behind and its dimming are neither copied nor blended (a third of each composite of a
            // presentation over the whole window).
            var visible = PixelRegion(clip, scale: scale)
            for above in layers[(index + 1)...] where above.covers { visible.subtract(above.frame) }
            guard visible.clip(cr) else { continue }
            if let color = layer.backdropColor {
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                cairo_rectangle(cr, layer.backdropRect.minX, layer.backdropRect.minY,
                                layer.backdropRect.width, layer.backdropRect.height)
                cairo_fill(cr)
            }
            // The base layer replaces what the frame held, as does an opaque layer; the others are laid
            // over what is below.
            cairo_set_operator(cr, index == 0 || layer.covers ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
            if layer.transform != nil || layer.alpha < 1 || layer.clip != nil {
                paintComposited(layer, into: cr)
            } else {
                paint(layer, into: cr)
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
    }

    /// Draws `layer` as ``paint(_:into:)`` does, through its ``RetainedLayer/transform``, within its
    /// ``RetainedLayer/clip`` and at its ``RetainedLayer/alpha``: a card's presenter scaled back with
    /// its corners rounded, its kept pixels sampled bilinearly — Core Animation's default filter for
    /// a transformed layer — rather than drawn again.
    private func paintComposited(_ layer: RetainedLayer, into cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let transform = layer.transform {
            var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                        x0: transform.tx, y0: transform.ty)
            // A map with no inverse shows nothing, as Core Animation shows a layer scaled to zero.
            guard transform.a * transform.d - transform.b * transform.c != 0,
                  [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
            else { return }
            cairo_transform(cr, &matrix)
        }
        if let clip = layer.clip {
            // Rounded corners, as Core Animation clips a layer that masks to its rounded bounds. A shape
            // Cairo cannot take shows nothing.
            let elements = clip.transform == .identity ? clip.elements : clip.elements.map { $0.applying(clip.transform) }
            guard CairoCanvas(cr: cr, scale: scale).addPath(elements) else { return }
            cairo_clip(cr)
        }
        let alpha = layer.alpha.isNaN ? 1 : min(max(layer.alpha, 0), 1)
        guard alpha > 0 else { return }
        if alpha < 1 { cairo_push_group(cr) }
        paint(layer, into: cr)
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// Draws `layer` at its frame with the current operator: its base color around its content, then
    /// its pixels.
    private func paint(_ layer: RetainedLayer, into cr: OpaquePointer) {
        if let color = layer.baseColor {
            // The frame less the content and the rounded corners, so no pixel is written twice.
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            PixelRegion.addPath([layer.frame] + layer.contentRectangles, to: cr)
            for corner in layer.baseCorners { PixelRegion.addPath([corner.area], to: cr) }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            if !layer.baseCorners.isEmpty { paintCorners(of: layer, into: cr) }
        }
        guard layer.pixels.width > 0, layer.pixels.height > 0 else { return }
        layer.pixels.pixels.withUnsafeBytes { bytes in
            // Cairo only reads a source surface; it takes a mutable pointer all the same.
            guard let base = bytes.baseAddress,
                  let source = cairo_image_surface_create_for_data(
                    UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)), CAIRO_FORMAT_ARGB32,
                    Int32(layer.pixels.width), Int32(layer.pixels.height), Int32(layer.pixels.width * 4))
            else { return }
            defer { cairo_surface_destroy(source) }
            cairo_surface_set_device_scale(source, scale, scale)
            cairo_set_source_surface(cr, source, layer.contentFrame.minX, layer.contentFrame.minY)
            cairo_pattern_set_filter(cairo_get_source(cr), layer.transform == nil ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            PixelRegion.addPath(layer.contentRectangles, to: cr)
            cairo_fill(cr)
        }
    }

    /// Lays `layer`'s rounded corners (``RetainedLayer/baseCorners``) in the current source, each as the
    /// renderer draws a rounded background inside a clip to the same shape — clipped to its outline,
    /// then filled with it — so the edge's pixels come out as they did drawn into the layer.
    private func paintCorners(of layer: RetainedLayer, into cr: OpaquePointer) {
        let canvas = CairoCanvas(cr: cr, scale: scale)
        for corner in layer.baseCorners {
            cairo_save(cr)
            if canvas.addPath(corner.outline) {
                cairo_clip_preserve(cr)
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }

    /// Draws all of `windowLayer` into `layer`, in a buffer of its own size: the whole frame, or only
    /// the content when the drawing begins with an opaque fill over the frame and draws nothing else
    /// over most of it (``RetainedLayer/baseColor``).
    private mutating func drawWhole(_ windowLayer: WindowLayer, of window: UIWindow, into layer: inout RetainedLayer) {
        recycle(layer.pixels)
        var drawn = true
        window.withDisplayList(of: windowLayer, in: nil) { list in
            // A presentation's layer drawn from the very list the last layer to go was drawn from: its
            // pixels, not a drawing of them again (``takeGoneLayer(drawnFrom:origin:into:)``).
            if !windowLayer.isBase, takeGoneLayer(drawnFrom: list, origin: window.bounds.origin, into: &layer) {
                drawn = false
                return
            }
            drawWhole(from: list, isBase: windowLayer.isBase, into: &layer)
            // Only a presentation's layer goes away while its window stays, so only such a layer's is kept.
            layer.wholeDrawing = !windowLayer.isBase && list.drawsOnlyValues
                ? RetainedLayer.WholeDrawing(list: list, origin: window.bounds.origin) : nil
        }
        // Counted as drawn (whole pixels; none in a buffer over the cap, which is left empty): a huge
        // window's frame has more pixels than an Int holds.
        guard drawn, layer.pixels.width > 0, layer.pixels.height > 0 else { return }
        pixelsDrawn += pixelCount(of: layer.contentRectangles)
    }

    /// Draws all of `list` (a layer's whole drawing) into `layer`, whose frame is set and whose pixels
    /// were recycled: its base color, corners, content and opacity found from the list, and its
    /// content drawn into a buffer of its own (``drawWhole(_:of:into:)``). `isBase`: the window's base
    /// layer, whose every pixel is laid, corners included.
    mutating func drawWhole(from list: DisplayList, isBase: Bool, into layer: inout RetainedLayer) {
        let frame = layer.frame
        // In the list's coordinates, as the renderer tests the same fill before skipping a clear.
        // Plain loops and conditions rather than map/filter/reduce: a main-actor closure passed to a
        // generic function checks its executor on every call (issue 7's modal-cycle profile).
        var background = list.openingOpaqueFill(covering: frame)
        // A rounded background (a card's top corners): the compositor lays its corners, unless
        // something is drawn over them, their outline is not known, or the layer is the base one
        // (which replaces what the frame held, so every pixel of it must be laid); those are
        // content, drawn as they are.
        var corners: [CGRect] = []
        var baseCorners: [RetainedLayer.BaseCorner] = []
        if background == nil, let rounded = list.openingRoundedOpaqueFill(covering: frame) {
            background = (rounded.color, rounded.index)
            for corner in rounded.corners {
                let area = Renderer.pixelAligned(corner.square, scale: scale).intersection(frame)
                guard !area.isNull, !area.isEmpty else { continue }
                if !isBase, let outline = corner.outline(in: area) {
                    baseCorners.append(RetainedLayer.BaseCorner(area: area, outline: outline))
                } else {
                    corners.append(area)
                }
            }
        }
        var drawn: DrawnArea?
        if let background {
            var area = list.drawnArea(after: background.index, scale: scale, limit: frame)
            for corner in corners { area.add(corner) }
            Self.separate(&baseCorners, from: &area, drawingInto: &corners)
            drawn = area
        }
        // A layer that draws nothing at all (a card's presenter with no content of its own, in front
        // of the window's views) keeps no pixels: its redraws clear nothing.
        if background == nil, !isBase, list.drawnArea(after: -1, scale: scale, limit: frame).bounds.isNull {
            layer.baseColor = nil
            layer.baseCorners = []
            layer.contentRectangles = []
            layer.contentFrame = CGRect(origin: frame.origin, size: .zero)
            layer.isOpaque = false
            layer.pixels = PixelBuffer(size: .zero)
            return
        }
        if let background, let drawn, !drawn.bounds.contains(frame) {
            // Both on whole pixels: the pieces in the frame stay on whole pixels, and apart.
            var pieces: [CGRect] = []
            var contentFrame = CGRect.null
            for rectangle in drawn.rectangles {
                let piece = rectangle.intersection(frame)
                guard !piece.isNull, !piece.isEmpty else { continue }
                pieces.append(piece)
                contentFrame = contentFrame.union(piece)
            }
            layer.baseColor = background.color
            layer.baseCorners = baseCorners
            layer.contentRectangles = pieces
            layer.contentFrame = contentFrame.isNull ? CGRect(origin: frame.origin, size: .zero) : contentFrame
        } else {
            layer.baseColor = nil
            layer.baseCorners = []
            layer.contentRectangles = [frame]
            layer.contentFrame = frame
        }
        layer.isOpaque = background != nil && corners.isEmpty && baseCorners.isEmpty
        layer.pixels = buffer(covering: layer.contentFrame)
        if let background, layer.baseColor != nil {
            // The pieces that hold a corner are drawn as they are, the others over the background.
            var plain: [CGRect] = []
            var overBackground: [CGRect] = []
            for piece in layer.contentRectangles {
                if corners.contains(where: { $0.intersects(piece) }) { plain.append(piece) } else { overBackground.append(piece) }
            }
            if !overBackground.isEmpty {
                renderer.render(list, into: &layer.pixels, background: background, within: overBackground,
                                origin: layer.contentFrame.origin)
            }
            for piece in plain {
                renderer.render(list, into: &layer.pixels, dirtyRect: piece, origin: layer.contentFrame.origin)
            }
        } else {
            renderer.render(list, into: &layer.pixels, origin: layer.contentFrame.origin)
        }
    }

    /// Draws `area` (frame coordinates) of `windowLayer` into `layer`'s pixels.
    ///
    /// For a layer with a ``RetainedLayer/baseColor``, damage outside its content first joins the
    /// content (a label's frame is larger than its text's ink, a view moves over the background): what
    /// the joined rectangles take in that was never drawn is drawn with the damage, and the buffer
    /// grows, keeping the pixels already drawn, when they reach past it. The layer is drawn
    /// whole instead when the content would cover it all, or its drawing no longer begins with that
    /// color there.
    private mutating func draw(_ area: CGRect, of windowLayer: WindowLayer, of window: UIWindow,
                               into layer: inout RetainedLayer) {
        // A layer that drew nothing has no pixels to draw into: drawn whole, to find what it draws now.
        if layer.baseColor == nil, layer.contentRectangles.isEmpty { return drawWhole(windowLayer, of: window, into: &layer) }
        // Drawn in part from here on (or whole again, which records its list anew): the pixels are no
        // longer those of one list's drawing.
        layer.wholeDrawing = nil
        var redrawn = [area]
        if layer.baseColor != nil, !layer.contentRectangles.contains(where: { $0.contains(area) }) {
            var content = DrawnArea()
            layer.contentRectangles.forEach { content.add($0) }
            content.add(area)
            // Damage over the whole layer (a new background, a view covering it) draws it whole, to
            // find its content anew.
            guard !content.bounds.contains(layer.frame) else {
                drawWhole(windowLayer, of: window, into: &layer)
                return
            }
            // The damage, and what the joined rectangles take in that no rectangle held before.
            var fresh = PixelRegion(area, scale: scale)
            for joined in content.rectangles where !layer.contentRectangles.contains(joined) {
                var takenIn = PixelRegion(joined, scale: scale)
                for old in layer.contentRectangles where old.intersects(joined) { takenIn.subtract(old) }
                takenIn.rectangles.forEach { fresh.add($0) }
            }
            redrawn = fresh.rectangles
            makeContent(of: &layer, content)
        }
        // A redraw over a corner the compositor lays: drawn whole, the corner becoming content.
        if layer.baseCorners.contains(where: { corner in redrawn.contains { $0.intersects(corner.area) } }) {
            return drawWhole(windowLayer, of: window, into: &layer)
        }
        let origin = window.bounds.origin
        let culled = redrawn.reduce(CGRect.null) { $0.union($1) }
        var keepsBase = true
        window.withDisplayList(of: windowLayer, in: culled.offsetBy(dx: origin.x, dy: origin.y)) { list in
            // Each rectangle's opening fill, looked for once: it decides both the base color and opacity.
            let openingColors = redrawn.map { list.openingOpaqueFill(covering: $0)?.color }
            if let baseColor = layer.baseColor, openingColors.contains(where: { $0 != baseColor }) {
                keepsBase = false
                return
            }
            for (rect, openingColor) in zip(redrawn, openingColors) {
                renderer.render(list, into: &layer.pixels, dirtyRect: rect, origin: layer.contentFrame.origin)
                layer.isOpaque = layer.isOpaque && openingColor != nil
            }
        }
        guard keepsBase else {
            drawWhole(windowLayer, of: window, into: &layer)
            return
        }
        pixelsDrawn += pixelCount(of: redrawn)
    }

    /// Moves each of `baseCorners` that `drawn` overlaps — or another of them overlaps — into `drawn` and
    /// `corners` (drawn into the layer's pixels as they are): the compositor lays the corners left,
    /// apart from the content and from each other. Plain loops: a main-actor closure passed to a
    /// generic function checks its executor on every call.
    private static func separate(_ baseCorners: inout [RetainedLayer.BaseCorner], from drawn: inout DrawnArea,
                                 drawingInto corners: inout [CGRect]) {
        var index = baseCorners.startIndex
        while index < baseCorners.endIndex {
            let area = baseCorners[index].area
            var overlaps = false
            for rectangle in drawn.rectangles where rectangle.intersects(area) { overlaps = true }
            for other in baseCorners.indices where other != index && baseCorners[other].area.intersects(area) { overlaps = true }
            guard overlaps else {
                index += 1
                continue
            }
            drawn.add(area)
            corners.append(area)
            baseCorners.remove(at: index)
            index = baseCorners.startIndex  // the content grew: a corner already passed may meet it now
        }
    }

    /// `clip` (window coordinates, ``WindowLayer/clip``) in frame coordinates.
    private static func inFrame(_ clip: DisplayPath?, origin: CGPoint) -> DisplayPath? {
        guard let clip, origin != .zero else { return clip }
        return DisplayPath(clip.elements, transform: clip.transform.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y)))
    }

    /// `transform` (window coordinates, ``WindowLayer/transform``) in frame coordinates, the window's
    /// bounds origin at the frame's corner.
    private static func inFrame(_ transform: CGAffineTransform?, origin: CGPoint) -> CGAffineTransform? {
        guard let transform else { return nil }
        guard origin != .zero else { return transform }
        return CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    }

    /// The whole pixels of `rectangles` at ``scale`` (0 for a rectangle over the buffer cap, as it is
    /// sized): what ``pixelsDrawn`` counts.
    private func pixelCount(of rectangles: [CGRect]) -> Int {
        // A loop, not `reduce`: a main-actor closure passed to a generic function checks its executor.
        var count = 0
        for rectangle in rectangles {
            let size = PixelBuffer.pixelSize(of: rectangle.size, scale: scale)
            count += size.width * size.height
        }
        return count
    }

    /// Makes `content` (which holds `layer`'s content rectangles) the layer's content. When its bounds
    /// reach past the buffer, the layer gets a buffer of those bounds, with the pixels of the
    /// rectangles kept as they were copied into it — all of them, joined into larger ones or not (only
    /// those left as they were were copied before: a change at the edge of a content joined with it
    /// left the rest transparent).
    private mutating func makeContent(of layer: inout RetainedLayer, _ content: DrawnArea) {
        if !layer.contentFrame.contains(content.bounds) {
            var grown = buffer(covering: content.bounds)
            // Every rectangle drawn before: each lies in one of the joined rectangles, which only grow,
            // and the redraw covers only what they take in.
            for kept in layer.contentRectangles {
                grown.copy(kept, from: layer.pixels, sourceOrigin: layer.contentFrame.origin, origin: content.bounds.origin)
            }
            recycle(layer.pixels)
            layer.pixels = grown
            layer.contentFrame = content.bounds
        }
        layer.contentRectangles = content.rectangles
    }

    /// A buffer, new (transparent) or reused, for pixels that cover `frame`.
    private mutating func buffer(covering frame: CGRect) -> PixelBuffer {
        let size = PixelBuffer.pixelSize(of: frame.size, scale: scale)
        for index in spareBuffers.indices
        where spareBuffers[index].width == size.width && spareBuffers[index].height == size.height {
            return spareBuffers.remove(at: index)
        }
        return PixelBuffer(size: frame.size, scale: scale)
    }

    /// Keeps `pixels` for a later layer of the same size, up to ``maximumSpareBuffers`` (the gone
    /// layer's among them).
    mutating func recycle(_ pixels: PixelBuffer) {
        guard pixels.width > 0, pixels.height > 0,
              spareBuffers.count + (goneLayer == nil ? 0 : 1) < Self.maximumSpareBuffers else { return }
        spareBuffers.append(pixels)
    }
}
