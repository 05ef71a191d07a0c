import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// Lets ``WindowHost`` draw with the Cairo/Pango ``Renderer``: the window's layers are kept as bitmaps
/// between frames (``LayerStack``), each redrawn only where it changed, and composited into the
/// host's buffer only where the frame changed — so presenting a sheet draws the sheet and composites
/// it over the dimmed window, without drawing the window again. Both buffers are premultiplied ARGB32
/// in native byte order.
@MainActor
final class CairoFrameRenderer: HostFrameRenderer {
    private var layers = LayerStack(scale: 1)

    func render(_ window: UIWindow, dirtyRect: CGRect?, into buffer: UnsafeMutableRawPointer,
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
