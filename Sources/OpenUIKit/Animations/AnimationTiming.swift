import Foundation

/// How an animation's progress (0 at its start, 1 at its end) follows time: a cubic Bézier timing
/// curve, as Core Animation's `CAMediaTimingFunction`, or a damped spring, as UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
enum AnimationTiming: Equatable, Sendable {
    /// A Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case cubic(Double, Double, Double, Double)
    /// A spring with a damping ratio (1 settles without overshoot, smaller values oscillate) and an
    /// initial velocity in UIKit's unit: 1 covers the whole distance in one second.
    case spring(damping: Double, velocity: Double, duration: Double)

    /// The progress at `fraction` (0…1) of the duration; exactly 0 at 0 and 1 at 1.
    func progress(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        if t == 0 || t == 1 { return t }
        switch self {
        case let .cubic(x1, y1, x2, y2):
            return Self.bezier(solvingX: t, x1, x2, y1, y2)
        case let .spring(damping, velocity, duration):
            return Self.spring(at: t, damping: damping, velocity: velocity * duration)
        }
    }

    /// The Bézier's y where its x is `x`: Newton's method on x(s), with bisection when the slope is
    /// flat, as Core Animation's curves are monotonic in x.
    private static func bezier(solvingX x: Double, _ x1: Double, _ x2: Double, _ y1: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            guard abs(derivative) > 1e-6 else { break }
            s = min(max(s - error / derivative, 0), 1)
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A damped harmonic oscillator from 0 to rest at 1 in normalized time, its stiffness chosen so
    /// that it settles (within 0.1 % of the distance) at the end of the duration, as UIKit fits the
    /// spring to the duration it is given. `velocity` is in distances per duration.
    private static func spring(at t: Double, damping: Double, velocity: Double) -> Double {
        let zeta = min(max(damping.isFinite ? damping : 1, 0.01), 1)
        let v0 = velocity.isFinite ? velocity : 0
        let decay = 6.9 // e^-6.9 ≈ 0.001
        let omega = decay / zeta
        let envelope = exp(-zeta * omega * t)
        if zeta >= 1 {
            return 1 - envelope * (1 + (omega - v0) * t)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - envelope * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    }
}
