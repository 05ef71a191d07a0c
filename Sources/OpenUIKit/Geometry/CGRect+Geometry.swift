import Foundation

/// Rectangle helpers the views' geometry, hit testing and rendering use.
extension CGRect {
    /// `contains(_:)` for a standardized rectangle (as every view's bounds is, see ``sanitized``):
    /// the same half-open test, `minX <= x < maxX` and `minY <= y < maxY`, compiled inline —
    /// Foundation's `contains` is an opaque call that standardizes the rectangle again, on the hot
    /// path of hit testing.
    @inline(__always)
    func containsInline(_ point: CGPoint) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width
            && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// Whether this standardized rectangle, moved by `offset`, overlaps the standardized `other` with
    /// a positive area, compiled inline: rendering culls every subview of a dirty region with it, and
    /// Foundation's `offsetBy` and `intersects` are opaque calls that standardize again and build the
    /// intersection (a tenth of a click-and-redraw in issue 7's profile). Rectangles that only touch
    /// do not overlap: they share no pixel.
    @inline(__always)
    func intersectsInline(_ other: CGRect, offsetBy offset: CGPoint) -> Bool {
        let minX = origin.x + offset.x, minY = origin.y + offset.y
        return minX < other.origin.x + other.size.width && other.origin.x < minX + size.width
            && minY < other.origin.y + other.size.height && other.origin.y < minY + size.height
    }

    /// `==` (every component equal), compiled inline: Foundation's is an opaque call, and every frame
    /// set makes one — two thousand a relayout of the constraint grid (docs/Performance.md, "Session
    /// 14 — layout speed").
    @inline(__always)
    func equalsInline(_ other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// Whether every component is a finite number (not NaN, not infinite). Inlined: every frame set
    /// asks, and the call cost a quarter of the test (docs/Performance.md, "Session 16 — layout speed").
    @inline(__always)
    var hasFiniteComponents: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The rectangle with any non-finite component replaced by zero and a negative size made
    /// positive (keeping the same area, as `CGRect.standardized`), so geometry never holds NaN.
    var sanitized: CGRect {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return CGRect(x: finite(origin.x), y: finite(origin.y),
                      width: finite(size.width), height: finite(size.height)).standardized
    }
}
