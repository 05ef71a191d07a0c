import Foundation

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`: one of the named curves or
/// one with custom control points, from (0, 0) to (1, 1).
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, or ``UIView/AnimationCurve/easeInOut`` for custom control points (as UIKit
    /// reports it).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// ``UITimingCurveType/builtin`` for a named curve, ``UITimingCurveType/cubic`` otherwise.
    public let timingCurveType: UITimingCurveType

    /// The ease-in-out curve, UIKit's default.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves, with Core Animation's control points for it.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        if case let .cubic(x1, y1, x2, y2) = curve.timing {
            controlPoint1 = CGPoint(x: x1, y: y1)
            controlPoint2 = CGPoint(x: x2, y: y2)
        } else {
            controlPoint1 = .zero
            controlPoint2 = CGPoint(x: 1, y: 1)
        }
        timingCurveType = .builtin
    }

    /// A curve with custom control points. Their x coordinates are clamped to 0…1, where the curve is a
    /// function of time (Core Animation clamps them too); a non-finite coordinate counts as 0.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clamped(_ point: CGPoint) -> CGPoint {
            CGPoint(x: point.x.isFinite ? min(max(point.x, 0), 1) : 0, y: point.y.isFinite ? point.y : 0)
        }
        animationCurve = .easeInOut
        controlPoint1 = clamped(point1)
        controlPoint2 = clamped(point2)
        timingCurveType = .cubic
    }

    /// This curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: a cubic curve is not a spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The engine's timing for the curve.
    var timing: AnimationTiming {
        .cubic(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}
