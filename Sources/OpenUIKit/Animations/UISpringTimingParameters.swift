import Foundation

/// A damped spring timing, as UIKit's `UISpringTimingParameters`.
///
/// With a damping ratio the spring is fitted to the animator's duration, as UIKit does; with mass,
/// stiffness and damping the spring's own physics set how long it lasts, and UIKit ignores the
/// animator's duration: ``settlingDuration`` is that time (until it is within 0.1 % of rest), which
/// a ``UIViewPropertyAnimator`` then runs for.
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// How the spring oscillates: 1 settles without overshoot, smaller values oscillate.
    let dampingRatio: CGFloat
    /// The physical spring's settling time, when it was given as mass, stiffness and damping.
    let settlingDuration: TimeInterval?
    /// The initial velocity, in UIKit's unit: 1 covers the animation's whole distance in one second.
    /// The engine animates each property along one curve and uses `dx`.
    public let initialVelocity: CGVector

    /// A critically damped spring with no initial velocity: UIKit's default spring.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    /// A spring with `ratio` (clamped to 0.01…1; a non-finite ratio is 1) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` and an initial velocity (a non-finite component is 0).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
        initialVelocity = Self.finite(velocity)
        settlingDuration = nil
    }

    /// A physical spring: a mass on a spring of `stiffness` with `damping`. Its damping ratio is
    /// `damping / (2·√(stiffness·mass))` and it lasts until it settles, whatever the animator's
    /// duration (as UIKit). Non-positive or non-finite mass or stiffness make UIKit's default spring
    /// (mass 1, stiffness 100, critically damped).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let valid = mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite && damping >= 0 && damping.isFinite
        let mass = valid ? Double(mass) : 1, stiffness = valid ? Double(stiffness) : 100
        let critical = 2 * (stiffness * mass).squareRoot()
        let ratio = valid ? min(max(Double(damping) / critical, 0.01), 1) : 1
        dampingRatio = CGFloat(ratio)
        // The envelope e^(−ζω₀t) reaches 0.1 % at ζω₀t ≈ 6.9, the same fit ``AnimationTiming`` uses.
        settlingDuration = 6.9 / (ratio * (stiffness / mass).squareRoot())
        initialVelocity = Self.finite(velocity)
    }

    /// ``UITimingCurveType/spring``.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: a spring is not a cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The engine's spring fitted to `duration`.
    func timing(duration: TimeInterval) -> AnimationTiming {
        .spring(damping: Double(dampingRatio), velocity: Double(initialVelocity.dx),
                duration: duration.isFinite ? duration : 0)
    }

    private static func finite(_ vector: CGVector) -> CGVector {
        CGVector(dx: vector.dx.isFinite ? vector.dx : 0, dy: vector.dy.isFinite ? vector.dy : 0)
    }
}
