import Foundation
import OpenUIKit
import OpenUIKitRendering

/// Checks that a window's damage covers every pixel that changed: after each step the whole window
/// is drawn from scratch and compared with the previous step's drawing; every pixel that differs
/// must lie inside the window's dirty rectangle (``UIWindow/takeDirtyRect()``, aligned to whole
/// pixels as a renderer draws it). A pixel that changed outside it is one a host, which redraws only
/// the dirty rectangle, leaves stale on screen: a setter that forgot its invalidation entry, or
/// content drawn where the engine does not expect it.
///
/// Drawn at half a pixel per point, a quarter of the pixels: both drawings and the dirty rectangle's
/// alignment use the same grid, so a change is still seen wherever its pixels fall.
///
/// Whether the renderer's drawing of the dirty rectangle matches a full drawing inside it is another
/// question (culling, clips at fractional edges), which this check does not ask.
@MainActor
struct DamageCheck {
    private static let scale: CGFloat = 0.5
    private let renderer = Renderer()
    /// The whole window as drawn after the last step.
    private var previous: PixelBuffer?

    /// Draws `window` whole and compares it with the last drawing outside the dirty rectangle it
    /// takes; returns the area (window points) of the pixels that changed outside it, nil when none
    /// did (or on the first call, which has nothing to compare with).
    mutating func check(_ window: UIWindow) -> CGRect? {
        window.layoutIfNeeded()
        let bounds = window.bounds
        let dirty = window.takeDirtyRect().map {
            Renderer.pixelAligned($0, scale: Self.scale).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        }
        var current = PixelBuffer(size: bounds.size, scale: Self.scale)
        renderer.render(window, into: &current)
        defer { previous = current }
        guard let previous, previous.width == current.width, previous.height == current.height else { return nil }
        // Rows compared as bytes (`memcmp`), pixels only in rows that differ: a pixel-by-pixel loop in
        // a debug build made this check most of a fuzz run.
        let width = current.width
        var changed = CGRect.null
        previous.pixels.withUnsafeBufferPointer { before in
            current.pixels.withUnsafeBufferPointer { after in
                guard let old = before.baseAddress, let new = after.baseAddress else { return }
                for y in 0..<current.height where memcmp(old + y * width, new + y * width, width * 4) != 0 {
                    for x in 0..<width where old[y * width + x] != new[y * width + x] {
                        let pixel = CGRect(x: CGFloat(x) / Self.scale, y: CGFloat(y) / Self.scale,
                                           width: 1 / Self.scale, height: 1 / Self.scale)
                        if let dirty, dirty.contains(pixel) { continue }
                        changed = changed.union(pixel)
                    }
                }
            }
        }
        return changed.isNull ? nil : changed.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }
}
