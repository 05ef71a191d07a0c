import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering

/// Lets ``WindowHost`` draw with the Cairo/Pango ``Renderer``: the renderer paints into a
/// ``PixelBuffer`` it keeps between frames (only the dirty area is redrawn), which is copied into the
/// host's buffer. Both are premultiplied ARGB32 in native byte order, so the copy is a plain memory copy.
///
/// The dirty rectangle is widened to whole pixels before drawing. A view animating through fractional
/// positions leaves a dirty rectangle with fractional edges; clipped to it exactly, Cairo would clear and
/// repaint the edge pixels only in part and leave a faint line of the old frame behind (the end-to-end
/// test caught one under a form sheet moving for the keyboard). The host uploads the same whole pixels.
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
        if let area = area.map({ Self.wholePixels($0, scale: scale) }) {
            renderer.render(window.renderDisplayList(in: area), into: &frame,
                            dirtyRect: area.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        } else {
            renderer.render(window.renderDisplayList(), into: &frame)
        }
        let rowBytes = min(frame.width * 4, bytesPerRow)
        frame.pixels.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<min(frame.height, pixelHeight) {
                (buffer + row * bytesPerRow).copyMemory(from: base + row * frame.width * 4, byteCount: rowBytes)
            }
        }
    }

    /// `rect` (points) grown to the smallest rectangle whose edges fall on pixel boundaries at `scale`.
    static func wholePixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let minX = (rect.minX * scale).rounded(.down), minY = (rect.minY * scale).rounded(.down)
        let maxX = (rect.maxX * scale).rounded(.up), maxY = (rect.maxY * scale).rounded(.up)
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
    }
}
