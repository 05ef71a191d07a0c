import Foundation

/// Runs code alongside a view controller transition, as UIKit's `UIViewControllerTransitionCoordinator`:
/// ``UIViewController/transitionCoordinator`` returns it while a presentation, dismissal, push or pop
/// runs (from the appearance callbacks on), built-in or custom.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Animates `animation`'s changes with the transition (same duration; an interactive transition
    /// drives them too) and runs `completion` once it ended. Returns false, doing nothing, once the
    /// transition's animations have started.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same for views outside the container (`view` is accepted for UIKit compatibility).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` when an interaction ends (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The completion blocks may be left out, as in UIKit, where Swift imports the Objective-C methods'
/// trailing nullable blocks with a default of nil: `coordinator.animate(alongsideTransition: { _ in … })`.
extension UIViewControllerTransitionCoordinator {
    /// Animates `animation`'s changes with the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Animates `animation`'s changes with the transition, outside the container, with no completion.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
