import Foundation

/// One view controller transition — a presentation, a dismissal, a push or a pop, built-in or an
/// app's animator — as the animator sees it (UIKit's private `_UIViewControllerTransitionContext`)
/// and as code running alongside sees it (UIKit's `_UIViewControllerTransitionCoordinator`). UIKit
/// uses two objects with the same information; one serves both here.
///
/// The engine creates it before the appearance callbacks (so `viewWillAppear` can reach
/// ``UIViewController/transitionCoordinator``), starts the animator or the interaction controller
/// with ``start()`` (built-in transitions start their own animation and call
/// ``runAlongsideAnimations()``), and the animator ends it with ``completeTransition(_:)``: the
/// engine's bookkeeping first (appearance, the presentation controller's `DidEnd` hooks), then the
/// animator's `animationEnded(_:)`, the alongside completions and the caller's completion. A second
/// `completeTransition` does nothing.
@MainActor
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// A controller taking part, with its view for the animator and its frames.
    struct Participant {
        let controller: UIViewController?
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    /// The app's animator; nil for a built-in transition.
    let animationController: (any UIViewControllerAnimatedTransitioning)?
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private let from: Participant
    private let to: Participant
    /// The engine's end of the transition (true: it completed).
    private var onEnd: ((Bool) -> Void)?
    private let completion: (@MainActor () -> Void)?
    private var alongside: [(animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                             completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsStarted = false
    /// The interruptible animator an interaction drives, once it asked for it.
    private(set) var drivingAnimator: (any UIViewImplicitlyAnimating)?
    private var defaultAnimator: UIViewPropertyAnimator?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, from: Participant, to: Participant,
         animationController: (any UIViewControllerAnimatedTransitioning)?,
         interactionController: (any UIViewControllerInteractiveTransitioning)?,
         builtInDuration: TimeInterval, completion: (@MainActor () -> Void)?, onEnd: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.animationController = animationController
        self.interactionController = interactionController
        initiallyInteractive = interactionController?.wantsInteractiveStart ?? false
        isInteractive = initiallyInteractive
        self.completion = completion
        self.onEnd = onEnd
        let duration = animationController.map { $0.transitionDuration(using: nil) } ?? builtInDuration
        transitionDuration = animated && duration.isFinite && duration > 0 ? duration : 0
    }

    /// Starts an app's transition: the interaction controller when there is one, else the animator,
    /// then the alongside animations.
    func start() {
        if let interactionController {
            interactionController.startInteractiveTransition(self)
        } else {
            animationController?.animateTransition(using: self)
        }
        runAlongsideAnimations()
    }

    /// Starts the alongside animations: on the animator an interaction drives, or in a block
    /// animation over the transition's duration.
    func runAlongsideAnimations() {
        animationsStarted = true
        let blocks = alongside.compactMap(\.animation)
        guard !blocks.isEmpty else { return }
        let run = { for block in blocks { block(self) } }
        if let drivingAnimator {
            drivingAnimator.addAnimations(run)
        } else {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: run)
        }
    }

    /// The animator ``UIViewControllerAnimatedTransitioning/interruptibleAnimator(using:)`` returns
    /// by default: one linear property animator for the transition, whose animations are those
    /// `animateTransition(using:)` makes.
    func defaultInterruptibleAnimator(for animationController: any UIViewControllerAnimatedTransitioning) -> UIViewPropertyAnimator {
        if let defaultAnimator { return defaultAnimator }
        let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .linear)
        animator.addAnimations { [unowned animator] in
            animator.joiningBlockAnimations {
                UIView.performWithoutAnimation { animationController.animateTransition(using: self) }
            }
        }
        defaultAnimator = animator
        return animator
    }

    /// Records the animator an interaction drives, so alongside animations join it.
    func interactionDrives(_ animator: any UIViewImplicitlyAnimating) {
        drivingAnimator = animator
    }

    // MARK: UIViewControllerContextTransitioning

    var targetTransform: CGAffineTransform { .identity }
    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { drivingAnimator != nil }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard !isInteractive else { return }
        isInteractive = true
        notifyInteractionChange()
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onEnd else { return }
        self.onEnd = nil
        onEnd(didComplete)
        animationController?.animationEnded(didComplete)
        let completions = alongside.compactMap(\.completion)
        alongside = []
        for completion in completions { completion(self) }
        defaultAnimator = nil
        drivingAnimator = nil
        completion?()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from.controller : key == .to ? to.controller : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.initialFrame : vc === to.controller ? to.initialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === from.controller ? from.finalFrame : vc === to.controller ? to.finalFrame : .zero
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !animationsStarted, onEnd != nil else { return false }
        alongside.append((animation, completion))
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Implementation

    private func endInteraction(cancelled: Bool) {
        if cancelled { transitionWasCancelled = true }
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChange()
    }

    private func notifyInteractionChange() {
        for handler in interactionHandlers { handler(self) }
    }
}
