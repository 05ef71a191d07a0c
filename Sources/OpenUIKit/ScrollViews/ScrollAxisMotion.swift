import Foundation

/// The content's motion along one axis after the finger lifts, stepped frame by frame in virtual time.
///
/// Two phases, each computed in closed form so a step's size does not change where the content goes:
/// - **Decelerating**: the speed is multiplied by the deceleration rate every millisecond (UIKit's
///   documented meaning of `decelerationRate`), so after `t` ms the content has moved
///   `v · (rateᵗ − 1) / ln(rate)` and comes to rest at ``projectedEnd(of:velocity:rate:)``. Crossing an
///   edge switches to springing back to it (``bounces``) or stops there.
/// - **Springing**: a critically damped spring towards a target — the edge after an overscroll, the
///   page of a paging scroll view, or the target a delegate chose in `scrollViewWillEndDragging` —
///   keeping the velocity the content had, so the motion has no jump. UIKit does not document its
///   spring; ``springStiffness`` settles a 100-point overscroll in about half a second, as iOS looks.
struct ScrollAxisMotion {
    /// The spring's natural frequency (per second).
    static let springStiffness: CGFloat = 12
    /// How close (points) the content must be to its rest to stop there.
    static let restDistance: CGFloat = 0.5
    /// How slow (points per second) a spring must be to stop.
    static let restSpeed: CGFloat = 20

    private enum Phase: Equatable {
        case decelerating
        case springing(target: CGFloat)
        case resting
    }

    /// Where the content is (the content offset on this axis).
    private(set) var position: CGFloat
    /// Its speed, points per second, positive as the offset grows.
    private(set) var velocity: CGFloat
    private var phase: Phase
    private let minimum: CGFloat
    private let maximum: CGFloat
    private let rate: CGFloat
    private let bounces: Bool

    /// A motion that decelerates from `position` at `velocity` (points per second) within
    /// `minimum...maximum`, or springs to `target` when one is given or the content is past an edge.
    init(position: CGFloat, velocity: CGFloat, minimum: CGFloat, maximum: CGFloat, rate: CGFloat,
         bounces: Bool, target: CGFloat?) {
        self.position = position
        self.velocity = velocity
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.rate = rate
        self.bounces = bounces
        if let target {
            phase = .springing(target: target)
        } else if position < minimum || position > self.maximum {
            phase = .springing(target: min(max(position, minimum), self.maximum))
        } else {
            phase = .decelerating
        }
        settleIfAtRest()
    }

    /// A motion already at rest at `position`.
    static func resting(at position: CGFloat) -> ScrollAxisMotion {
        ScrollAxisMotion(position: position, velocity: 0, minimum: position, maximum: position, rate: 0.5,
                         bounces: false, target: position)
    }

    /// Whether the content has come to rest.
    var isFinished: Bool { phase == .resting }

    /// Where content at `position` moving at `velocity` (points per second) comes to rest when it
    /// decelerates at `rate` per millisecond with nothing in the way. Each step keeps this the same,
    /// so a deceleration lands exactly where it was projected at the release.
    static func projectedEnd(of position: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        position - velocity / (1000 * log(rate))
    }

    /// Moves the content on by `interval` seconds.
    mutating func step(by interval: TimeInterval) {
        switch phase {
        case .resting: return
        case .decelerating: decelerate(by: CGFloat(interval))
        case .springing(let target): spring(to: target, by: CGFloat(interval))
        }
        settleIfAtRest()
    }

    private mutating func decelerate(by interval: CGFloat) {
        let decay = pow(rate, interval * 1000)
        position += velocity / 1000 * (decay - 1) / log(rate)
        velocity *= decay
        let edge = min(max(position, minimum), maximum)
        guard edge != position else { return }
        if bounces {
            phase = .springing(target: edge)
        } else {
            position = edge
            velocity = 0
            phase = .resting
        }
    }

    private mutating func spring(to target: CGFloat, by interval: CGFloat) {
        let omega = Self.springStiffness
        let offset = position - target
        let decay = exp(-omega * interval)
        let drift = velocity + omega * offset
        position = target + (offset + drift * interval) * decay
        velocity = (velocity - omega * drift * interval) * decay
        if !bounces, position < minimum || position > maximum {
            position = min(max(position, minimum), maximum)
        }
    }

    /// Ends the motion once it is close enough to where it rests, landing exactly there.
    private mutating func settleIfAtRest() {
        switch phase {
        case .resting: return
        case .decelerating:
            let end = Self.projectedEnd(of: position, velocity: velocity, rate: rate)
            guard abs(end - position) < Self.restDistance else { return }
            position = end
        case .springing(let target):
            guard abs(position - target) < Self.restDistance, abs(velocity) < Self.restSpeed else { return }
            position = target
        }
        velocity = 0
        phase = .resting
    }

    // MARK: Rubber band

    /// The elastic constant of the rubber band, the value iOS's behaviour is commonly measured at.
    static let rubberBandConstant: CGFloat = 0.55

    /// How far content dragged `overscroll` points past an edge shows past it, in a view `dimension`
    /// points long: less and less as the finger goes on, never as far as the dimension — the resistance
    /// a person feels at the end of an iOS list.
    static func rubberBanded(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overscroll * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The finger distance that ``rubberBanded(_:dimension:)`` turns into `shown`: where a drag that
    /// starts on overscrolled content (caught while springing back) takes it from.
    static func unbanded(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let clamped = min(shown, dimension * 0.99)
        return dimension * clamped / (rubberBandConstant * (dimension - clamped))
    }
}
