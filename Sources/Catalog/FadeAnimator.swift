import Foundation
import OpenUIKit

/// Fades the presented view in (presenting) or out (dismissing) over ``duration`` with
/// `UIView.animate`, then completes the transition: a custom `UIViewControllerAnimatedTransitioning`.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the fade lasts.
    static let duration: TimeInterval = 0.3
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(false)
        }
        if presenting {
            if let controller = transitionContext.viewController(forKey: .to) {
                view.frame = transitionContext.finalFrame(for: controller)
            }
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        UIView.animate(withDuration: Self.duration, animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
