import Foundation
import OpenUIKit
import OpenUIKitRendering

/// Lets ``WindowHost`` draw with the Cairo/Pango `Renderer`: the window's layers are kept as bitmaps
/// between frames (`LayerStack`), each redrawn only where it changed, and composited into the
/// host's buffer only where the frame changed — so presenting a sheet draws the sheet and composites
/// it over the dimmed window, without drawing the window again. Both buffers are premultiplied ARGB32
/// in native byte order.
///
/// The renderer every app drawn in a ``WindowHost`` can use (the host's default); it lives with the
/// host rather than in an app, so no app carries its own copy. Pair it with a runtime made by
/// `Renderer.makeRuntime(screen:application:)`, whose text is measured as Pango draws it.
@MainActor
public final class CairoFrameRenderer: HostFrameRenderer {
    private var layers = LayerStack(scale: 1)

    /// A renderer with no layers yet: the first frame draws every layer whole.
    public init() {}

    /// Brings the window's layers up to date, then composites into `buffer` only the dirty area and
    /// what the layers changed (the whole frame when `dirtyRect` is nil); a change of `scale` starts a
    /// new layer stack, drawn whole.
    public func render(_ window: UIWindow, dirtyRect: CGRect?, into buffer: UnsafeMutableRawPointer,
                pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int, scale: CGFloat) {
        if layers.scale != scale { layers = LayerStack(scale: scale) }
        let changed = layers.update(from: window)
        // The host's buffer still holds the last frame: only the dirty area, and whatever the layers
        // changed (both in frame coordinates), is composited again; nil is the whole frame.
        let bounds = window.bounds
        var area = dirtyRect.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }
        if let dirty = area, let changed { area = dirty.union(changed) }
        layers.composite(area, into: buffer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytesPerRow: bytesPerRow)
    }
}
