import Foundation
import OpenUIKit
import OpenUIKitRendering

/// Checks that a window's damage covers every pixel that changed: after each step a frame is drawn
/// the way a host draws one — only the window's dirty rectangle, over the previous frame
/// (``Renderer/renderFrame(of:into:)``) — and compared with the whole window drawn from scratch. A
/// pixel that differs changed outside the damage: a setter that forgot its invalidation entry leaves
/// stale pixels on a real screen exactly there.
///
/// Drawn at one pixel per point, where a dirty rectangle's pixel alignment is exact.
@MainActor
struct DamageCheck {
    private static let scale: CGFloat = 1
    private let renderer = Renderer()
    /// The frame as a host would have it: each step's dirty rectangle drawn over the last.
    private var frame: PixelBuffer?

    /// Brings the frame up to date from `window`'s damage and compares it with a full render; returns
    /// the area (window points) whose pixels differ, or nil when they agree. The frame then becomes the
    /// full render, so one missed change is reported once.
    mutating func check(_ window: UIWindow) -> CGRect? {
        guard var incremental = frame else {
            var full = PixelBuffer(size: window.bounds.size, scale: Self.scale)
            renderer.render(window, into: &full)
            _ = window.takeDirtyRect()
            frame = full
            return nil
        }
        renderer.renderFrame(of: window, into: &incremental)
        var full = PixelBuffer(size: window.bounds.size, scale: Self.scale)
        renderer.render(window, into: &full)
        frame = full
        guard incremental.width == full.width, incremental.height == full.height,
              incremental.pixels != full.pixels else { return nil }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<full.height {
            for x in 0..<full.width where incremental.pixels[y * full.width + x] != full.pixels[y * full.width + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return CGRect(x: CGFloat(minX) / Self.scale, y: CGFloat(minY) / Self.scale,
                      width: CGFloat(maxX - minX + 1) / Self.scale, height: CGFloat(maxY - minY + 1) / Self.scale)
    }
}
