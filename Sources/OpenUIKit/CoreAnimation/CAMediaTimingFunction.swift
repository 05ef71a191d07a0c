import Foundation

/// A cubic Bézier from (0, 0) to (1, 1) mapping an animation's elapsed fraction to its progress, as
/// Core Animation's `CAMediaTimingFunction`.
///
/// The named curves use the control points Apple documents for `CAMediaTimingFunctionName`
/// (linear (0, 0)–(1, 1); easeIn (0.42, 0)–(1, 1); easeOut (0, 0)–(0.58, 1); easeInEaseOut
/// (0.42, 0)–(0.58, 1); default (0.25, 0.1)–(0.25, 1)). The curve is solved for x by Newton's method
/// with a bisection fallback (``AnimationTiming``), as UIKit's cubic timing parameters are.
@MainActor
open class CAMediaTimingFunction: NSObject {
    /// The two inner control points, x1, y1, x2, y2.
    private let points: (Float, Float, Float, Float)

    /// A curve with control points (c1x, c1y) and (c2x, c2y); the x coordinates are clamped to 0…1,
    /// where Core Animation requires them, so the curve stays a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ x: Float) -> Float { x.isFinite ? min(max(x, 0), 1) : 0 }
        points = (unit(c1x), c1y.isFinite ? c1y : 0, unit(c2x), c2y.isFinite ? c2y : 1)
        super.init()
    }

    /// One of the predefined curves; an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0: (0, 0), 1 and 2: the inner points, 3: (1, 1)) into
    /// `ptr[0]` and `ptr[1]`, as Core Animation's `getControlPoint(at:values:)`. Another index
    /// writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The progress at `fraction` (0…1) of the duration.
    func progress(at fraction: Double) -> Double {
        AnimationTiming.cubic(Double(points.0), Double(points.1), Double(points.2), Double(points.3)).progress(at: fraction)
    }
}
