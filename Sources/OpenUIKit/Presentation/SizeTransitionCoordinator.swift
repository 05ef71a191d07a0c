import Foundation

/// The coordinator of a window size change (UIKit's `_UIViewControllerTransitionCoordinator` for a
/// rotation or a window resize), given to ``UIViewController/viewWillTransition(to:with:)`` and
/// ``UIViewController/willTransition(to:with:)``.
///
/// **The change is not animated.** OpenUIKit's rotation (``UIScreen/orientation``) and a window frame
/// set by the app apply at once, so the coordinator reports ``isAnimated`` false and a zero
/// ``transitionDuration``. Apple documents that `animate(alongsideTransition:completion:)` runs its
/// animation block "as part of the transition's animations" — for a change without animation, that is
/// with the new size applied: the blocks run after the window took its new size and laid out, inside
/// ``UIView/performWithoutAnimation(_:)`` (so a `layoutIfNeeded()` in them moves views at once), and the
/// completion blocks run right after them, in the order they were added. As in UIKit, blocks added once
/// the blocks started running are refused (the method returns false).
///
/// No view is rotated: ``targetTransform`` is the identity and there are no from/to controllers or
/// views (both keys answer nil), as the whole window changes, not a controller.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// The window changing size.
    let containerView: UIView
    private var animations: [Block] = []
    private var completions: [Block] = []
    private var hasStarted = false

    init(containerView: UIView) {
        self.containerView = containerView
    }

    /// Runs the alongside blocks without animation, then the completion blocks; called once the new
    /// size is applied and laid out. Running twice does nothing.
    func finish() {
        guard !hasStarted else { return }
        hasStarted = true
        let animations = animations, completions = completions
        self.animations = []
        self.completions = []
        UIView.performWithoutAnimation {
            for animation in animations { animation(self) }
        }
        for completion in completions { completion(self) }
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasStarted else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: a size change is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { hasStarted ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}
