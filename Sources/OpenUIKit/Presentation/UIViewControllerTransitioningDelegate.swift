/// Supplies a custom presentation, as UIKit's `UIViewControllerTransitioningDelegate` — the part of it
/// that provides the presentation controller. Custom animators (`animationController(forPresented:…)`)
/// are not supported: transitions use the presented controller's ``UIModalTransitionStyle``.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a ``UIModalPresentationStyle/custom`` presentation; nil uses a
    /// plain ``UIPresentationController`` (the presented view fills the window).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}
