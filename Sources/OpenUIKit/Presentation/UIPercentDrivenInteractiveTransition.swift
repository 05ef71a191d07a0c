import Foundation

/// Drives a transition's animations by a percentage, as UIKit's `UIPercentDrivenInteractiveTransition`:
/// a gesture calls ``update(_:)`` as it moves, then ``finish()`` or ``cancel()``.
///
/// It drives the animator's ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)``
/// (by default a property animator running `animateTransition(using:)`): paused at the start, scrubbed
/// by ``update(_:)``, then run on to the end or back to the start with ``completionCurve`` at
/// ``completionSpeed``. Going back ends with the start values restored and the animator's completion
/// told it did not finish, so `completeTransition(!transitionContext.transitionWasCancelled)` reports
/// the cancellation, as in UIKit.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How much faster (above 1) or slower the transition completes after the interaction; 1 by
    /// default. Zero, negative or non-finite speeds count as 1.
    open var completionSpeed: CGFloat = 1
    /// The curve the transition completes with; ease-in-out by default.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing to complete with instead of ``completionCurve``, when set.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused, driven by the interaction (true, the default), or
    /// animating until ``pause()``.
    open var wantsInteractiveStart = true
    /// How far ``update(_:)`` took the transition.
    open private(set) var percentComplete: CGFloat = 0

    private weak var context: (any UIViewControllerContextTransitioning)?
    private var animator: (any UIViewImplicitlyAnimating)?

    /// Creates a driver, as UIKit's `init()`.
    public override init() {
        super.init()
    }

    /// The duration of the transition it drives (0 before it started).
    open var duration: CGFloat {
        CGFloat((context as? ViewControllerTransitionContext)?.transitionDuration ?? 0)
    }

    /// Takes the transition: gets the animator's interruptible animator, paused at its start (or
    /// running, without ``wantsInteractiveStart``).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let engineContext = transitionContext as? ViewControllerTransitionContext,
              let animationController = engineContext.animationController else { return }
        let animator = animationController.interruptibleAnimator(using: transitionContext)
        engineContext.interactionDrives(animator)
        self.animator = animator
        if wantsInteractiveStart {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; NaN is ignored), pausing it if it
    /// was animating.
    open func update(_ percentComplete: CGFloat) {
        guard let animator, !percentComplete.isNaN else { return }
        let clamped = min(max(percentComplete, 0), 1)
        self.percentComplete = clamped
        if animator.isRunning { pause() }
        animator.fractionComplete = clamped
        context?.updateInteractiveTransition(clamped)
    }

    /// Pauses an animating transition so the interaction can take it again.
    open func pause() {
        guard let animator, animator.isRunning else { return }
        animator.pauseAnimation()
        percentComplete = animator.fractionComplete
        context?.pauseInteractiveTransition()
    }

    /// Ends the interaction: the transition completes from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        complete(reversed: false)
    }

    /// Ends the interaction: the transition goes back to where it started and is cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        complete(reversed: true)
    }

    private func complete(reversed: Bool) {
        guard let animator else { return }
        self.animator = nil
        if animator.isRunning { animator.pauseAnimation() }
        animator.isReversed = reversed
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        animator.continueAnimation(withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                                   durationFactor: 1 / speed)
    }
}
