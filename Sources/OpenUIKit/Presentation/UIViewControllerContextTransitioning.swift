import Foundation

/// What a transition's animator works with, as UIKit's `UIViewControllerContextTransitioning`: the
/// container, the controllers and views taking part with their frames, and the calls that report
/// progress and the end.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the arriving view must be added to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (``cancelInteractiveTransition()``).
    var transitionWasCancelled: Bool { get }
    /// The presentation style, for a modal transition (``UIModalPresentationStyle/custom`` for others).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the interaction's progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// Reports that the interaction paused an animating transition.
    func pauseInteractiveTransition()
    /// Ends the transition: call it once the animations ended, with false when cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transform to apply for a rotation (identity: no rotation happens during a transition).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view is at the start (`.zero` when it is not on screen then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be at the end (`.zero` when it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
}
