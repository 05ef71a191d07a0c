import Foundation

/// Drives a transition interactively, as UIKit's `UIViewControllerInteractiveTransitioning`:
/// returned by the transitioning or navigation delegate beside an animator, it is started instead of
/// the animator and reports progress through the context. ``UIPercentDrivenInteractiveTransition``
/// is UIKit's ready-made one.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the interaction ends (1 is the animator's speed).
    var completionSpeed: CGFloat { get }
    /// The curve the transition completes with once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or animating, to be caught later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1, UIKit's default.
    public var completionSpeed: CGFloat { 1 }
    /// Ease-in-out, UIKit's default.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True, UIKit's default.
    public var wantsInteractiveStart: Bool { true }
}
