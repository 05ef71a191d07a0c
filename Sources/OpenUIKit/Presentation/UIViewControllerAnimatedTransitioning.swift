import Foundation

/// An app's animator for a view controller transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`: returned by a ``UIViewControllerTransitioningDelegate`` or
/// a ``UINavigationControllerDelegate``, it moves the views in the context's container and calls
/// ``UIViewControllerContextTransitioning/completeTransition(_:)`` when done.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts; alongside animations and interactive drivers use it.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition: add the arriving view to ``UIViewControllerContextTransitioning/containerView``,
    /// animate, then call ``UIViewControllerContextTransitioning/completeTransition(_:)``.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator an interactive transition drives; the same one for the whole
    /// transition. UIKit makes it optional; the default here is a ``UIViewPropertyAnimator`` whose
    /// animations are those ``animateTransition(using:)`` makes, including its own `UIView.animate`
    /// blocks, which then follow the animator's timeline.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called once the transition completed (true) or was cancelled (false).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// A property animator running ``animateTransition(using:)`` (see the requirement), made once per
    /// transition.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let context = transitionContext as? ViewControllerTransitionContext {
            return context.defaultInterruptibleAnimator(for: self)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear)
        animator.addAnimations { self.animateTransition(using: transitionContext) }
        return animator
    }

    /// Does nothing (UIKit's method is optional).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
