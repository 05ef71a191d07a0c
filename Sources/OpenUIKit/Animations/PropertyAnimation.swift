import Foundation

/// One property of one view on its way to its model value: an additive animation, as UIKit's block
/// animations have been since iOS 8 — the view draws its model value plus ``delta`` scaled by what
/// remains of the animation, so that animations started on a property already animating add up
/// and the view never jumps (see ``UIView/animate(withDuration:delay:options:animations:completion:)``).
///
/// Its time: after ``delay``, cycles of ``cycleDuration`` (one, or endless with `repeats`; a cycle runs
/// forth and back with `autoreverses`); within a cycle it moves during ``window`` (fractions of the
/// cycle: a keyframe's relative start and duration, the whole cycle otherwise) along ``timing``.
@MainActor
final class PropertyAnimation {
    let property: AnimatedProperty
    /// The old value minus the model value: what is added to the model at the start.
    let delta: SIMD4<Double>
    let delay: TimeInterval
    let cycleDuration: TimeInterval
    let window: (start: Double, length: Double)
    let timing: AnimationTiming
    let repeats: Bool
    let autoreverses: Bool
    /// Whether touches reach the view while this animation runs (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    /// The group that runs it, to be told when it is cut short. Unowned: the group holds its
    /// animations and outlives them.
    unowned let group: AnimationGroup
    /// For a cross-dissolve, the view's rendering before the transition (in its superview's
    /// coordinates) and the area it covered (in its own).
    var snapshot: (commands: [DisplayCommand], extent: CGRect)?
    /// How much of ``delta`` the view shows now: 1 at the start, 0 at the end.
    private(set) var remaining: Double = 1
    /// Whether it has ended (run to its end, or its view left the window): its group drops it.
    private(set) var hasEnded = false

    init(property: AnimatedProperty, delta: SIMD4<Double>, delay: TimeInterval, cycleDuration: TimeInterval,
         window: (start: Double, length: Double), timing: AnimationTiming, options: UIView.AnimationOptions,
         group: AnimationGroup) {
        self.property = property
        self.delta = delta
        self.delay = delay
        self.cycleDuration = cycleDuration
        self.window = window
        self.timing = timing
        repeats = options.contains(.repeat)
        autoreverses = options.contains(.autoreverse)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        self.group = group
    }

    /// The time from the start of its delay to its end: infinite when it repeats.
    var totalDuration: TimeInterval {
        repeats ? .infinity : delay + cycleDuration * (autoreverses ? 2 : 1)
    }

    /// Ends it where it is: the view shows its model value from now on.
    func end() {
        remaining = 0
        hasEnded = true
    }

    /// Moves to `elapsed` seconds after the group started; answers whether it has reached its end
    /// (then the caller ``end()``s it).
    func step(to elapsed: TimeInterval) -> Bool {
        if elapsed >= totalDuration - 1e-9 { return true }
        var cycles = max(elapsed - delay, 0) / cycleDuration
        let period: Double = autoreverses ? 2 : 1
        if repeats { cycles = cycles.truncatingRemainder(dividingBy: period) }
        show(position: cycles <= 1 ? cycles : 2 - cycles)
        return false
    }

    /// Shows the animation at `position` (0…1) of a cycle: along its timing, or in proportion to the
    /// position when `linearly` (a paused ``UIViewPropertyAnimator`` scrubbed with `scrubsLinearly`).
    func show(position: Double, linearly: Bool = false) {
        let local = window.length > 0 ? (position - window.start) / window.length : (position >= window.start ? 1 : 0)
        remaining = 1 - (linearly ? min(max(local, 0), 1) : timing.progress(at: local))
    }

    /// Shows ``remaining`` at `progress` (along a curve, may overshoot) of the way from `from` to `to`:
    /// a property animator resuming from where it was scrubbed blends from there instead of jumping.
    func show(blendingFrom from: Double, to: Double, progress: Double) {
        remaining = from + (to - from) * progress
    }
}
