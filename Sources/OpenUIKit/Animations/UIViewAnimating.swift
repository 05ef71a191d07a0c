import Foundation

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped, as
/// UIKit's `UIViewAnimating`; ``UIViewPropertyAnimator`` is UIKit's (and the engine's) one.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life: inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 at their start and 1 at their end; set it while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them after a pause.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are drawn; `withoutFinishing` true makes the animator inactive
    /// at once, false leaves it stopped, to be finished with ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator: the views go to `finalPosition` and the completions run.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
