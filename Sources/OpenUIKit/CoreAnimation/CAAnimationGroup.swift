import Foundation

/// Animations run together on one timeline, as Core Animation's `CAAnimationGroup`: each animation
/// of ``animations`` runs in the group's time (its `beginTime` counted from the group's start) and
/// is cut off where the group's pass ends; the group's timing (repeats, reversal, speed, fill)
/// applies to all of them. The animations' delegates and `isRemovedOnCompletion` are not used, as in
/// Core Animation; the group's are.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs.
    open var animations: [CAAnimation]?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CAAnimationGroup else { return }
        // Copied too, so changing one the app keeps does not change the running group.
        animations = other.animations?.map { $0.runningCopy() }
    }

    override func present(into layer: CALayer, at time: CFTimeInterval) {
        let state = state(at: time)
        guard state.progress != nil, let animations else { return }
        for animation in animations { animation.present(into: layer, at: state.passTime) }
    }

    override func animates(_ path: AnimatedKeyPath) -> Bool {
        animations?.contains { $0.animates(path) } ?? false
    }
}
