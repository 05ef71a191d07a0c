import Foundation
import OpenUIKit

/// The Animation screen's transitioning delegate: presents and dismisses with a ``FadeAnimator``,
/// as an app supplies its own presentation animation.
@MainActor
final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(presenting: false)
    }
}
