/// Supplies a custom presentation, as UIKit's `UIViewControllerTransitioningDelegate`: the animators
/// that present and dismiss (nil uses the built-in transition of the controller's
/// ``UIModalTransitionStyle``), the interaction controllers that drive them, and the presentation
/// controller of a ``UIModalPresentationStyle/custom`` presentation. Every method is optional, as in
/// UIKit: the defaults answer nil.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator presenting `presented` from `presenting` (`source` is the controller `present` was
    /// called on).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving the presentation `animator` runs; nil runs it on its own.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller driving the dismissal `animator` runs; nil runs it on its own.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller for a ``UIModalPresentationStyle/custom`` presentation; nil uses a
    /// plain ``UIPresentationController`` (the presented view fills the window).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the built-in transition.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: the built-in transition.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: a plain presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
