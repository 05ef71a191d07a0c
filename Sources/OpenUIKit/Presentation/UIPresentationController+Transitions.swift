import Foundation

/// Running a presentation and a dismissal, with UIKit's order of appearance callbacks.
///
/// Presenting B from A: `A.viewWillDisappear`, `B.viewWillAppear`, the transition,
/// `B.viewDidAppear`, `A.viewDidDisappear` — A's callbacks only when the style hides A's view
/// (``UIPresentationController/shouldRemovePresentersView``: full screen and current context); for the
/// sheet, over-full-screen, over-current-context and popover styles A stays on screen and hears nothing.
/// Dismissing reverses it: `B.viewWillDisappear`, `A.viewWillAppear`, …, `A.viewDidAppear`,
/// `B.viewDidDisappear`. With `animated: false` everything happens before the call returns.
///
/// When the presented controller's ``UIViewController/transitioningDelegate`` gives an animator, it
/// runs the transition instead of the built-in one, in the same order of callbacks: the presented view
/// is not added to the container for it (the animator adds `view(forKey: .to)`), and the transition
/// ends when it calls `completeTransition(_:)` — then `animationEnded(_:)`, the coordinator's
/// alongside completions and the caller's completion follow. An interaction controller may cancel
/// it: a cancelled presentation is undone (`presentationTransitionDidEnd(false)`, the presented
/// controller disappears again), a cancelled dismissal leaves the controller presented
/// (`dismissalTransitionDidEnd(false)`, it appears again), as in UIKit. The caller's completion runs
/// either way. A dismissal of several presentations at once uses the built-in transition.
extension UIPresentationController {
    func runPresentation(from host: UIViewController, source: UIViewController, in superview: UIView, frame: CGRect,
                         animated: Bool, completion: (@MainActor () -> Void)?) {
        let presented = presentedViewController
        presented.isBeingPresented = true
        let container = PresentationContainerView(frame: frame)
        container.presentation = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView = container
        placementWaitsForTransition = false
        startFollowingKeyboard()
        if let hostView = host.viewIfLoaded, hostView.superview === superview {
            superview.insertSubview(container, aboveSubview: hostView)
        } else {
            superview.addSubview(container)
        }
        dimmingView.frame = container.bounds
        container.addSubview(dimmingView)
        installChrome(in: container)

        let view: UIView = presented.view
        let hidesHost = shouldRemovePresentersView
        transitionIsAnimated = animated
        let delegate = presented.transitioningDelegate
        let custom = delegate?.animationController(forPresented: presented, presenting: host, source: source)
        if let custom {
            let hostFrame = host.viewIfLoaded?.frame ?? .zero
            transition = ViewControllerTransitionContext(
                container: container, animated: animated, style: presentationStyle,
                from: .init(controller: host, view: hidesHost ? host.viewIfLoaded : nil, initialFrame: hostFrame,
                            finalFrame: hidesHost ? .zero : hostFrame),
                to: .init(controller: presented, view: presentedView ?? view, initialFrame: .zero,
                          finalFrame: frameOfPresentedViewInContainerView),
                animationController: custom, interactionController: delegate?.interactionControllerForPresentation(using: custom),
                builtInDuration: transitionDuration, completion: completion) { [self] completed in
                    transition = nil
                    completed ? endPresentation(from: host, hidingHost: hidesHost)
                        : cancelPresentation(from: host, hidingHost: hidesHost)
                }
        }
        presentationTransitionWillBegin()

        if custom == nil { container.addSubview(view) }
        container.layOutNow()
        dimTint(of: host, presentedFrame: view.frame)
        if hidesHost { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        if custom != nil, let transition {
            dimmingView.alpha = 1
            return transition.start()
        }
        // Read after the appearance callbacks: a keyboard they showed has already moved a form sheet.
        let finalFrame = view.frame

        var changes = animated ? transitionChanges(for: view, finalFrame: finalFrame, in: container.bounds) : []
        changes.append(TransitionAnimator.Change(view: dimmingView, fromAlpha: animated ? 0 : 1, toAlpha: 1))
        let animator = TransitionAnimator(duration: animated ? transitionDuration : 0, changes: changes) { [self] in
            self.animator = nil
            endPresentation(from: host, hidingHost: hidesHost)
            endBuiltInTransition()
            completion?()
        }
        self.animator = animator
        transition?.runAlongsideAnimations()
        animator.start()
    }

    /// The end of a completed presentation: the presenter's view leaves if the style hides it, the
    /// appearance callbacks end, `presentationTransitionDidEnd(true)`.
    private func endPresentation(from host: UIViewController, hidingHost hidesHost: Bool) {
        let presented = presentedViewController
        if hidesHost, let hostView = host.viewIfLoaded, let hostSuperview = hostView.superview {
            removedPresenterView = RemovedPresenterView(
                view: hostView, superview: hostSuperview,
                index: hostSuperview.subviews.firstIndex { $0 === hostView } ?? 0)
            hostView.removeFromSuperview()
        }
        presented.endAppearanceTransition()
        if hidesHost { host.endAppearanceTransition() }
        presented.isBeingPresented = false
        presentationTransitionDidEnd(true)
        if placementWaitsForTransition {
            placementWaitsForTransition = false
            containerView?.setNeedsLayout()
        }
    }

    /// The end of a presentation an interaction cancelled: the presented controller disappears again,
    /// the presenter (if hidden) reappears, `presentationTransitionDidEnd(false)`, and nothing of the
    /// presentation remains, as in UIKit.
    private func cancelPresentation(from host: UIViewController, hidingHost hidesHost: Bool) {
        let presented = presentedViewController
        presented.beginAppearanceTransition(false, animated: true)
        if hidesHost { host.beginAppearanceTransition(true, animated: true) }
        presented.viewIfLoaded?.removeFromSuperview()
        containerView?.removeFromSuperview()
        presented.endAppearanceTransition()
        if hidesHost { host.endAppearanceTransition() }
        unlink {
            presented.isBeingPresented = false
            presentationTransitionDidEnd(false)
        }
    }

    /// Dismisses the presentation animating its view out, after the presentations under it that go
    /// away with it were removed at once. `all` is this presentation, then those under it, top first.
    /// `host` is the controller revealed. The presented controller's transitioning delegate may
    /// animate it (and an interaction drive it) when it goes alone.
    func runDismissal(revealing host: UIViewController, removing all: [UIPresentationController], animated: Bool,
                      completion: (@MainActor () -> Void)?) {
        let chainBelow = all.dropFirst()
        for presentation in all {
            presentation.restoreDimmedTint()
            presentation.isDismissing = true
            presentation.animator?.finish()
            presentation.presentedViewController.isBeingDismissed = true
            presentation.presentedViewController.beginAppearanceTransition(false, animated: animated)
        }
        let bottom = all.last ?? self
        let revealsHost = bottom.removedPresenterView != nil
        let removedHostView = bottom.removedPresenterView
        if let removed = bottom.removedPresenterView {
            if let view = removed.view, let superview = removed.superview {
                if let bottomContainer = bottom.containerView, bottomContainer.superview === superview {
                    superview.insertSubview(view, belowSubview: bottomContainer)
                } else {
                    superview.insertSubview(view, at: removed.index)
                }
            }
            bottom.removedPresenterView = nil
            host.beginAppearanceTransition(true, animated: animated)
        }
        for presentation in chainBelow {
            presentation.dismissalTransitionWillBegin()
            presentation.containerView?.removeFromSuperview()
        }
        transitionIsAnimated = animated
        let end: (Bool) -> Void = { [self] completed in
            self.animator = nil
            guard completed else { return cancelDismissal(revealing: host, hiding: removedHostView) }
            containerView?.removeFromSuperview()
            if revealsHost { host.endAppearanceTransition() }
            for presentation in all {
                presentation.presentedViewController.endAppearanceTransition()
                presentation.finishDismissal()
            }
        }
        let presented = presentedViewController
        let delegate = chainBelow.isEmpty ? presented.transitioningDelegate : nil
        if let custom = delegate?.animationController(forDismissed: presented) {
            let hostFrame = host.viewIfLoaded?.frame ?? .zero
            transition = ViewControllerTransitionContext(
                container: containerView ?? UIView(), animated: animated, style: presentationStyle,
                from: .init(controller: presented, view: presentedView, initialFrame: presentedView?.frame ?? .zero,
                            finalFrame: .zero),
                to: .init(controller: host, view: revealsHost ? host.viewIfLoaded : nil,
                          initialFrame: revealsHost ? .zero : hostFrame, finalFrame: hostFrame),
                animationController: custom, interactionController: delegate?.interactionControllerForDismissal(using: custom),
                builtInDuration: transitionDuration, completion: completion) { [self] completed in
                    transition = nil
                    end(completed)
                }
        }
        dismissalTransitionWillBegin()
        if transition?.animationController != nil, let transition { return transition.start() }

        var changes: [TransitionAnimator.Change] = []
        if animated, let view = presentedView, let container = containerView {
            let frame = view.frame
            changes = transitionChanges(for: view, finalFrame: frame, in: container.bounds).map { change in
                TransitionAnimator.Change(view: change.view, from: change.toFrame, to: change.fromFrame,
                                          fromAlpha: change.toAlpha, toAlpha: change.fromAlpha)
            }
        }
        changes.append(TransitionAnimator.Change(view: dimmingView, fromAlpha: 1, toAlpha: animated ? 0 : 1))
        let animator = TransitionAnimator(duration: animated ? transitionDuration : 0, changes: changes) { [self] in
            end(true)
            endBuiltInTransition()
            completion?()
        }
        self.animator = animator
        transition?.runAlongsideAnimations()
        animator.start()
    }

    /// The coordinator of the built-in transition running now, made when first asked for (most
    /// transitions have no alongside animations, and the modal cycle's speed is gated): for a
    /// presentation from the presenting controller to the presented one, for a dismissal back.
    /// Nil when no built-in transition runs.
    func builtInTransitionContext() -> ViewControllerTransitionContext? {
        let presented = presentedViewController
        guard let containerView, presented.isBeingPresented || isDismissing,
              let host = presentingViewController else { return nil }
        let presentedFrame = presentedView?.frame ?? .zero
        let hostFrame = host.viewIfLoaded?.frame ?? .zero
        let arriving = ViewControllerTransitionContext.Participant(
            controller: presented, view: presentedView, initialFrame: .zero, finalFrame: frameOfPresentedViewInContainerView)
        let leaving = ViewControllerTransitionContext.Participant(
            controller: presented, view: presentedView, initialFrame: presentedFrame, finalFrame: .zero)
        let presenter = ViewControllerTransitionContext.Participant(
            controller: host, view: nil, initialFrame: hostFrame, finalFrame: hostFrame)
        let context = ViewControllerTransitionContext(
            container: containerView, animated: transitionIsAnimated, style: presentationStyle,
            from: isDismissing ? leaving : presenter, to: isDismissing ? presenter : arriving,
            animationController: nil, interactionController: nil, builtInDuration: transitionDuration,
            completion: nil) { _ in }
        transition = context
        return context
    }

    /// The coordinator of the transition running now, made for a built-in one when first asked for.
    var coordinator: ViewControllerTransitionContext? {
        transition ?? builtInTransitionContext()
    }

    /// Ends the coordinator of a built-in transition, if one was asked for: its alongside completions run.
    private func endBuiltInTransition() {
        guard let transition else { return }
        self.transition = nil
        transition.completeTransition(true)
    }

    /// The end of a dismissal an interaction cancelled: the presented controller appears again, the
    /// revealed presenter disappears (its view leaves again), `dismissalTransitionDidEnd(false)`, and
    /// the presentation goes on, as in UIKit.
    private func cancelDismissal(revealing host: UIViewController, hiding removedHostView: RemovedPresenterView?) {
        let presented = presentedViewController
        presented.beginAppearanceTransition(true, animated: true)
        if let removedHostView, let hostView = removedHostView.view {
            host.beginAppearanceTransition(false, animated: true)
            hostView.removeFromSuperview()
            removedPresenterView = removedHostView
        }
        presented.endAppearanceTransition()
        if removedHostView != nil { host.endAppearanceTransition() }
        presented.isBeingDismissed = false
        isDismissing = false
        dismissalTransitionDidEnd(false)
    }

    /// Forgets the presentation: unlinks the controllers and releases the views.
    private func finishDismissal() {
        let presented = presentedViewController
        presented.viewIfLoaded?.removeFromSuperview()
        presented.viewIfLoaded?.alpha = 1
        unlink {
            presented.isBeingDismissed = false
            isDismissing = false
            dismissalTransitionDidEnd(true)
        }
    }

    /// Unlinks the controllers from each other, runs `didEnd` (the transition's `DidEnd` hook), and
    /// forgets this presentation, which is then over.
    private func unlink(reporting didEnd: () -> Void) {
        let presented = presentedViewController
        stopFollowingKeyboard()
        presentingViewController?.directlyPresentedViewController = nil
        presented.directPresentingViewController = nil
        didEnd()
        containerView = nil
        presentingViewController = nil
        presented.storedPresentationController = nil
    }
}
