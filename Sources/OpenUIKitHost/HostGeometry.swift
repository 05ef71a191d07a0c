import Foundation

/// The three coordinate spaces of a host window and the conversions between them.
///
/// - *Points*: the `UIWindow`'s coordinates, what the engine works in.
/// - *Window coordinates*: SDL's window size and mouse positions. The host asks for
///   ``windowScale`` of them per point (`1` shows a phone's points one to one, as the iOS Simulator's
///   "Point Accurate" size; `2` doubles the window).
/// - *Pixels*: the drawable the renderer fills. On a HiDPI display (`SDL_WINDOW_ALLOW_HIGHDPI`) the
///   drawable is larger than the window, so ``pixelScale`` — pixels per point — is measured from the
///   drawable, never assumed.
public struct HostGeometry: Equatable, Sendable {
    /// Window coordinates per point.
    public var windowScale: CGFloat
    /// The window's size in points.
    public var pointSize: CGSize
    /// The drawable's width in pixels.
    public var pixelWidth: Int
    /// The drawable's height in pixels.
    public var pixelHeight: Int

    /// Geometry from the measured sizes; the host makes it from SDL's window and drawable sizes, a test from
    /// chosen ones.
    public init(windowScale: CGFloat, pointSize: CGSize, pixelWidth: Int, pixelHeight: Int) {
        self.windowScale = windowScale
        self.pointSize = pointSize
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The window size to ask SDL for, in window coordinates: at least 1×1, and 1 for a non-finite length.
    public static func windowSize(forPoints size: CGSize, windowScale: CGFloat) -> (width: Int32, height: Int32) {
        func scaled(_ length: CGFloat) -> Int32 {
            let value = (length * windowScale).rounded()
            guard value.isFinite else { return 1 }
            return Int32(min(max(value, 1), CGFloat(Int32.max)))
        }
        return (scaled(size.width), scaled(size.height))
    }

    /// The window scale at which `size` points fit in `desktop` (window coordinates): `preferred`, or
    /// smaller for a window that would not fit (an iPad at 1× on a laptop screen), as the iOS Simulator
    /// shrinks a device larger than the screen. An empty or non-finite desktop leaves `preferred`.
    public static func windowScale(fitting size: CGSize, in desktop: CGSize, preferred: CGFloat) -> CGFloat {
        guard desktop.width > 0, desktop.height > 0, desktop.width.isFinite, desktop.height.isFinite,
              size.width > 0, size.height > 0 else { return preferred }
        return min(preferred, desktop.width / size.width, desktop.height / size.height)
    }

    /// The point size of a window that is `width`×`height` window coordinates.
    public static func pointSize(forWindowWidth width: Int32, height: Int32, windowScale: CGFloat) -> CGSize {
        CGSize(width: CGFloat(width) / windowScale, height: CGFloat(height) / windowScale)
    }

    /// Pixels per point, from the drawable's width: 1 on a plain X11 window at ``windowScale`` 1, 2 on a
    /// HiDPI display that doubles the drawable.
    public var pixelScale: CGFloat {
        guard pointSize.width > 0 else { return windowScale }
        return CGFloat(pixelWidth) / pointSize.width
    }

    /// A mouse position (window coordinates) in points.
    public func point(fromWindowX x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / windowScale, y: CGFloat(y) / windowScale)
    }

    /// A finger position — SDL normalises it to 0…1 across the window — in points.
    public func point(fromNormalizedX x: Float, y: Float) -> CGPoint {
        CGPoint(x: CGFloat(x) * pointSize.width, y: CGFloat(y) * pointSize.height)
    }

    /// The pixels covering `rect` (points), grown to whole pixels and clipped to the drawable; nil when
    /// nothing is left. A rect with non-finite edges covers the whole drawable (redraw too much rather
    /// than leave stale pixels).
    public func pixelRect(covering rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let scale = pixelScale
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * scale }
        guard edges.allSatisfy(\.isFinite) else {
            return pixelWidth > 0 && pixelHeight > 0 ? (0, 0, pixelWidth, pixelHeight) : nil
        }
        func clamped(_ value: CGFloat, _ limit: Int) -> Int { Int(min(max(value, 0), CGFloat(limit))) }
        let minX = clamped(edges[0].rounded(.down), pixelWidth)
        let minY = clamped(edges[1].rounded(.down), pixelHeight)
        let maxX = clamped(edges[2].rounded(.up), pixelWidth)
        let maxY = clamped(edges[3].rounded(.up), pixelHeight)
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }
}
