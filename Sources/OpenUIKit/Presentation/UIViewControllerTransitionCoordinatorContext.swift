import Foundation

/// What alongside animations and their completions learn about the transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style, for a modal transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether it started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted (it runs on an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration.
    var transitionDuration: TimeInterval { get }
    /// How far the interaction took it (0…1).
    var percentComplete: CGFloat { get }
    /// The speed it completes at after an interaction.
    var completionVelocity: CGFloat { get }
    /// The curve it completes with after an interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation's transform (identity).
    var targetTransform: CGAffineTransform { get }
}
