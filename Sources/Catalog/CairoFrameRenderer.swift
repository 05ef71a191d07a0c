import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// Lets ``WindowHost`` draw with the Cairo/Pango ``Renderer``: the renderer paints into a
/// ``PixelBuffer`` it keeps between frames (only the dirty area is redrawn), which is copied into the
/// host's buffer. Both are premultiplied ARGB32 in native byte order, so the copy is a plain memory copy.
/// The dirty rectangle is widened to whole pixels (`Renderer.pixelAligned`) before culling and drawing,
/// so no faint line of an old frame stays behind a view moving through fractional positions; the host
/// uploads the same whole pixels.
@MainActor
final class CairoFrameRenderer: HostFrameRenderer {
    private let renderer = Renderer()
    private var frame = PixelBuffer(size: .zero)

    func render(_ window: UIWindow, dirtyRect: CGRect?, into buffer: UnsafeMutableRawPointer,
                pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int, scale: CGFloat) {
        var area = dirtyRect
        if frame.width != pixelWidth || frame.height != pixelHeight || frame.scale != scale {
            frame = PixelBuffer(width: pixelWidth, height: pixelHeight, scale: scale,
                                pixels: [UInt32](repeating: 0, count: pixelWidth * pixelHeight))
                ?? PixelBuffer(size: .zero)
            area = nil
        }
        let bounds = window.bounds
        if let area = area.map({ Renderer.pixelAligned($0, scale: scale) }) {
            window.withRenderDisplayList(in: area) {
                renderer.render($0, into: &frame, dirtyRect: area.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
            }
        } else {
            window.withRenderDisplayList { renderer.render($0, into: &frame) }
        }
        let rowBytes = min(frame.width * 4, bytesPerRow)
        frame.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<min(frame.height, pixelHeight) {
                (buffer + row * bytesPerRow).copyMemory(from: base + row * frame.width * 4, byteCount: rowBytes)
            }
        }
    }
}
