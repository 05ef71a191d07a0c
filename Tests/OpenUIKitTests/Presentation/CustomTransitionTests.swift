import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// An app's fade animator, as UIKit apps write one: the arriving view fades in over the leaving one,
/// or the leaving one fades out when nothing arrives (a dismissal revealing a presenter that stayed).
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: LoggingViewController.Log

    init(log: LoggingViewController.Log) {
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.entries.append("animateTransition")
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if let toView { toView.alpha = 1 } else { fromView?.alpha = 0 }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.entries.append("animationEnded(\(transitionCompleted))")
    }
}

/// A presentation controller with its own dimming view, faded with the transition through the
/// transition coordinator, as UIKit apps write one.
@MainActor
final class DimmingPresentationController: UIPresentationController {
    let dimming = UIView()
    var log = LoggingViewController.Log()

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 40, dy: 80)
    }

    override func presentationTransitionWillBegin() {
        log.entries.append("presentationWillBegin")
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.5
        }, completion: { _ in self.log.entries.append("alongsideCompletion") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.entries.append("presentationDidEnd(\(completed))")
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log.entries.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.entries.append("dismissalDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }
}

/// The fade transitioning delegate: the dimming presentation controller, the fade animator both
/// ways, and an interaction controller for dismissals when one is set.
@MainActor
final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: LoggingViewController.Log
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?
    private(set) var presentation: DimmingPresentationController?

    init(log: LoggingViewController.Log) {
        self.log = log
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let presentation = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        presentation.log = log
        self.presentation = presentation
        return presentation
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator(log: log)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dismissalInteraction
    }
}

/// Custom view controller transitions, from UIKit's documented behaviour: the app's animator and
/// presentation controller run a presentation and dismissal with the hooks and appearance callbacks
/// in UIKit's order, an interaction drives a dismissal that is cancelled and then finished, a
/// navigation delegate's animator pushes, and alongside animations follow a transition.
@MainActor
@Suite struct CustomTransitionTests {
    private func makeHost() -> (TestHost, LoggingViewController, LoggingViewController, FadeTransitioningDelegate) {
        let host = TestHost(device: .iPhone15)
        let log = LoggingViewController.Log()
        let root = LoggingViewController("A", log: log)
        host.window.rootViewController = root
        let presented = LoggingViewController("B", log: log)
        let delegate = FadeTransitioningDelegate(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        log.entries.removeAll()
        return (host, root, presented, delegate)
    }

    private func transitionEntries(_ log: LoggingViewController.Log) -> [String] {
        log.entries.filter { !$0.hasSuffix("Layout") && !$0.hasSuffix("Load") && !$0.hasSuffix("loadView") }
    }

    @Test func aCustomFadePresentationAndDismissalRunTheAppsAnimatorWithCallbacksInOrder() throws {
        let (host, root, presented, delegate) = makeHost()
        let log = root.log
        root.present(presented, animated: true) { log.entries.append("completion") }
        let presentation = try #require(delegate.presentation)
        let container = try #require(presentation.containerView)
        #expect(presented.view.superview === container, "the animator added the presented view")
        #expect(presented.view.frame == container.bounds.insetBy(dx: 40, dy: 80), "at its final frame")
        #expect(presented.isBeingPresented)
        #expect(presented.transitionCoordinator != nil && root.transitionCoordinator != nil)
        host.advance(by: 0.15 + 1e-9)
        #expect(abs(presented.view.presentedAlpha - 0.5) < 0.05, "fading in: \(presented.view.presentedAlpha)")
        #expect(abs(presentation.dimming.presentedAlpha - 0.25) < 0.05, "the dimming view alongside")
        host.advance(by: 0.2)
        #expect(transitionEntries(log) == ["presentationWillBegin", "B.willAppear", "animateTransition", "B.didAppear",
                                           "presentationDidEnd(true)", "animationEnded(true)", "alongsideCompletion",
                                           "completion"])
        #expect(!presented.isBeingPresented)
        #expect(presented.transitionCoordinator == nil)
        #expect(presentation.dimming.alpha == 0.5)
        #expect(root.presentedViewController === presented)

        log.entries.removeAll()
        root.dismiss(animated: true) { log.entries.append("completion") }
        #expect(presented.isBeingDismissed)
        host.advance(by: 0.15 + 1e-9)
        #expect(abs(presented.view.presentedAlpha - 0.5) < 0.05, "fading out: \(presented.view.presentedAlpha)")
        host.advance(by: 0.2)
        #expect(transitionEntries(log) == ["B.willDisappear", "dismissalWillBegin", "animateTransition",
                                           "B.didDisappear", "dismissalDidEnd(true)", "animationEnded(true)",
                                           "completion"])
        #expect(root.presentedViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(presentation.dimming.superview == nil)
    }

    @Test func anInteractiveDismissalCancelledStaysThenFinishedDismisses() throws {
        let (host, root, presented, delegate) = makeHost()
        let log = root.log
        root.present(presented, animated: true)
        host.advance(by: 0.4)
        let presentation = try #require(delegate.presentation)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        log.entries.removeAll()

        root.dismiss(animated: true)
        #expect(presented.isBeingDismissed)
        #expect(presented.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        #expect(abs(presented.view.presentedAlpha - 0.5) < 1e-6, "the interaction scrubs the animator's fade")
        #expect(abs(presentation.dimming.presentedAlpha - 0.25) < 1e-6, "and the alongside animation")
        host.advance(by: 1)
        #expect(abs(presented.view.presentedAlpha - 0.5) < 1e-6, "held while the finger rests")
        interaction.cancel()
        host.advance(by: 0.5)
        #expect(transitionEntries(log) == ["B.willDisappear", "dismissalWillBegin", "animateTransition",
                                           "B.willAppear", "B.didAppear", "dismissalDidEnd(false)",
                                           "animationEnded(false)"])
        #expect(root.presentedViewController === presented, "still presented")
        #expect(!presented.isBeingDismissed)
        #expect(presented.view.alpha == 1 && presentation.dimming.alpha == 0.5, "back at the start values")
        #expect(presented.view.window != nil)

        log.entries.removeAll()
        root.dismiss(animated: true)
        interaction.update(0.3)
        interaction.finish()
        host.advance(by: 0.5)
        #expect(transitionEntries(log) == ["B.willDisappear", "dismissalWillBegin", "animateTransition",
                                           "B.didDisappear", "dismissalDidEnd(true)", "animationEnded(true)"])
        #expect(root.presentedViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
    }

    @Test func aNavigationDelegatesAnimatorPushesInAContainerUnderTheBar() throws {
        @MainActor final class PushFader: NSObject, UINavigationControllerDelegate {
            let log: LoggingViewController.Log
            var operations: [UINavigationController.Operation] = []
            init(log: LoggingViewController.Log) { self.log = log }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController)
                -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return FadeAnimator(log: log)
            }
            func navigationController(_ navigationController: UINavigationController,
                                      didShow viewController: UIViewController, animated: Bool) {
                log.entries.append("didShow")
            }
        }
        let host = TestHost(device: .iPhone15)
        let log = LoggingViewController.Log()
        let first = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        let delegate = PushFader(log: log)
        navigation.delegate = delegate
        let second = LoggingViewController("B", log: log)
        log.entries.removeAll()

        navigation.pushViewController(second, animated: true)
        let container = try #require(second.view.superview)
        #expect(container !== navigation.view && container.superview === navigation.view)
        #expect(container.frame == navigation.contentFrame)
        #expect(first.view.superview === container)
        #expect(second.transitionCoordinator != nil)
        host.advance(by: 0.15 + 1e-9)
        #expect(abs(second.view.presentedAlpha - 0.5) < 0.05)
        host.advance(by: 0.2)
        #expect(delegate.operations == [.push])
        #expect(transitionEntries(log).filter { !$0.contains("Move") } ==
                ["A.willDisappear", "B.willAppear", "animateTransition", "A.didDisappear", "B.didAppear",
                 "didShow", "animationEnded(true)"])
        #expect(second.view.superview === navigation.view && second.view.frame == navigation.contentFrame)
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(container.superview == nil)
        #expect(navigation.topViewController === second)
    }

    @Test func aCancelledInteractivePopLeavesTheStackAsItWasAtTheCompletionSpeed() throws {
        @MainActor final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
            let log: LoggingViewController.Log
            let interaction = UIPercentDrivenInteractiveTransition()
            init(log: LoggingViewController.Log) { self.log = log }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController)
                -> (any UIViewControllerAnimatedTransitioning)? {
                operation == .pop ? FadeAnimator(log: log) : nil
            }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? {
                interaction
            }
        }
        let host = TestHost(device: .iPhone15)
        let log = LoggingViewController.Log()
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: first)
        host.window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        let delegate = InteractivePopDelegate(log: log)
        delegate.interaction.completionSpeed = 2
        navigation.delegate = delegate
        log.entries.removeAll()

        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        let refused = Diagnostics.record { navigation.pushViewController(UIViewController(), animated: false) }
        #expect(refused.map(\.code) == ["navigation.transitionInProgress"])
        delegate.interaction.update(0.5)
        #expect(abs(first.view.presentedAlpha - 0.5) < 1e-6, "the arriving view, scrubbed")
        delegate.interaction.cancel()
        // Half of 0.3 s left, at twice the speed: 0.075 s.
        host.advance(by: 0.05)
        #expect(navigation.transitionCoordinator != nil)
        host.advance(by: 0.04)
        #expect(navigation.transitionCoordinator == nil)
        #expect(transitionEntries(log).filter { !$0.contains("Move") } ==
                ["B.willDisappear", "A.willAppear", "animateTransition", "B.willAppear", "A.willDisappear",
                 "B.didAppear", "A.didDisappear", "animationEnded(false)"])
        #expect(navigation.viewControllers == [first, second])
        #expect(navigation.children == [first, second])
        #expect(second.view.superview === navigation.view && second.view.frame == navigation.contentFrame)
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.items?.count == 2)
    }

    @Test func aCustomPresentationNotInFullScreenCoversTheDefiningContext() throws {
        @MainActor final class ContextPresentation: UIPresentationController {
            override var shouldPresentInFullscreen: Bool { false }
        }
        @MainActor final class ContextDelegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                ContextPresentation(presentedViewController: presented, presenting: presenting)
            }
        }
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 100, y: 100, width: 300, height: 400)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        let delegate = ContextDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === child)
        let container = try #require(presented.presentationController?.containerView)
        #expect(container.frame == child.view.frame)
        #expect(presented.view.frame == container.bounds)
    }

    @Test func alongsideAnimationsFollowABuiltInPresentationAndTheirCompletionRunsAtItsEnd() {
        @MainActor final class BadgeController: UIViewController {
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            var completed = false
            override func viewDidLoad() {
                badge.backgroundColor = .red
                view.addSubview(badge)
            }
            override func viewWillAppear(_ animated: Bool) {
                badge.alpha = 0
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 },
                                               completion: { context in self.completed = !context.isCancelled })
            }
        }
        let host = TestHost(device: .iPhone15)
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = BadgeController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        let duration = UIModalTransitionStyle.coverVertical.duration
        host.advance(by: duration / 2 + 1e-9)
        #expect(presented.badge.presentedAlpha > 0.2 && presented.badge.presentedAlpha < 0.8,
                "\(presented.badge.presentedAlpha)")
        #expect(!presented.completed)
        host.advance(by: duration / 2)
        #expect(presented.completed)
        #expect(presented.badge.presentedAlpha == 1)
        #expect(presented.transitionCoordinator == nil)
    }
}
