import Foundation

/// A basic animation that moves like a damped spring, as Core Animation's `CASpringAnimation`: a
/// mass on a spring of ``stiffness`` with ``damping``, starting at ``initialVelocity`` (in distances
/// from the start to the end value per second). Its progress comes from the physics at the time into
/// the pass, not from a timing function; ``settlingDuration`` says how long it takes to come to
/// rest — set `duration` to it, as UIKit code does, or the animation is cut off at `duration`.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring: 1 by default; non-positive values count as 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness: 100 by default; non-positive values count as 100.
    open var stiffness: CGFloat = 100
    /// The damping, which slows the motion: 10 by default; negative values count as 0.
    open var damping: CGFloat = 10
    /// The velocity at the start, in distances per second; positive moves towards the end value.
    open var initialVelocity: CGFloat = 0
    /// iOS 17's `allowsOverdamping`: stored; an overdamped spring (damping above critical) is always
    /// allowed here.
    open var allowsOverdamping = true

    /// A spring with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (0: none, up to 1:
    /// more; negative: overdamped), as iOS 17's `init(perceptualDuration:bounce:)`. The mapping is
    /// SwiftUI's `Spring(duration:bounce:)`: stiffness (2π / duration)², damping 4π(1 − bounce) /
    /// duration (4π / (duration (1 + bounce)) for a negative bounce), mass 1.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration > 0 && perceptualDuration.isFinite ? CGFloat(perceptualDuration) : 0.5
        let bounce = bounce.isFinite ? min(max(bounce, -1 + 1e-3), 1) : 0
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        self.duration = settlingDuration
    }

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    /// How long the spring takes to come to rest: the time after which it stays within 0.1 % of the
    /// distance from its end, sampled at 1/60 s over at most a minute.
    open var settlingDuration: CFTimeInterval {
        var settled = 0.0
        for frame in 0...3600 {
            let time = Double(frame) / 60
            if abs(1 - springProgress(at: time)) > 0.001 { settled = time + 1.0 / 60 }
        }
        return settled
    }

    override func progress(atPassTime time: Double, of pass: Double) -> Double {
        springProgress(at: time)
    }

    /// The damped oscillator's position at `time` seconds, from 0 towards rest at 1.
    private func springProgress(at time: Double) -> Double {
        let m = Double(mass > 0 && mass.isFinite ? mass : 1)
        let k = Double(stiffness > 0 && stiffness.isFinite ? stiffness : 100)
        let c = Double(damping >= 0 && damping.isFinite ? damping : 0)
        let v0 = Double(initialVelocity.isFinite ? initialVelocity : 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + (zeta * omega - v0) / damped * sin(damped * time))
        }
        if zeta == 1 {
            return 1 - exp(-omega * time) * (1 + (omega - v0) * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        return 1 - (a * exp(r1 * time) + (1 - a) * exp(r2 * time))
    }
}
