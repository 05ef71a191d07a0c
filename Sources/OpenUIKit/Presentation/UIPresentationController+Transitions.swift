import Foundation

/// Running a presentation and a dismissal, with UIKit's order of appearance callbacks.
///
/// Presenting B from A: `A.viewWillDisappear`, `B.viewWillAppear`, the transition,
/// `B.viewDidAppear`, `A.viewDidDisappear` — A's callbacks only when the style hides A's view
/// (``UIPresentationController/shouldRemovePresentersView``: full screen and current context); for the
/// sheet, over-full-screen, over-current-context and popover styles A stays on screen and hears nothing.
/// Dismissing reverses it: `B.viewWillDisappear`, `A.viewWillAppear`, …, `A.viewDidAppear`,
/// `B.viewDidDisappear`. With `animated: false` everything happens before the call returns.
extension UIPresentationController {
    func runPresentation(from host: UIViewController, in superview: UIView, frame: CGRect, animated: Bool,
                         completion: (@MainActor () -> Void)?) {
        let presented = presentedViewController
        presented.isBeingPresented = true
        let container = PresentationContainerView(frame: frame)
        container.presentation = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView = container
        startFollowingKeyboard()
        if let hostView = host.viewIfLoaded, hostView.superview === superview {
            superview.insertSubview(container, aboveSubview: hostView)
        } else {
            superview.addSubview(container)
        }
        dimmingView.frame = container.bounds
        container.addSubview(dimmingView)
        installChrome(in: container)
        presentationTransitionWillBegin()

        let view: UIView = presented.view
        container.addSubview(view)
        layoutContainer()
        dimTint(of: host, presentedFrame: view.frame)
        let hidesHost = shouldRemovePresentersView
        if hidesHost { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        // Read after the appearance callbacks: a keyboard they showed has already moved a form sheet.
        let finalFrame = view.frame

        var changes = animated ? transitionChanges(for: view, finalFrame: finalFrame, in: container.bounds) : []
        changes.append(TransitionAnimator.Change(view: dimmingView, fromAlpha: animated ? 0 : 1, toAlpha: 1))
        let animator = TransitionAnimator(duration: animated ? transitionDuration : 0, changes: changes) { [self] in
            self.animator = nil
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
            container.setNeedsLayout()
            completion?()
        }
        self.animator = animator
        animator.start()
    }

    /// Dismisses the presentation animating its view out, after `chainBelow` (the presentations under
    /// it that go away with it, top first) were removed at once. `host` is the controller revealed.
    func runDismissal(revealing host: UIViewController, removingAlso chainBelow: [UIPresentationController],
                      animated: Bool, completion: (@MainActor () -> Void)?) {
        let all = [self] + chainBelow
        for presentation in all {
            presentation.restoreDimmedTint()
            presentation.isDismissing = true
            presentation.animator?.finish()
            presentation.presentedViewController.isBeingDismissed = true
            presentation.presentedViewController.beginAppearanceTransition(false, animated: animated)
        }
        let bottom = all.last ?? self
        let revealsHost = bottom.removedPresenterView != nil
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
        dismissalTransitionWillBegin()

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
            self.animator = nil
            containerView?.removeFromSuperview()
            if revealsHost { host.endAppearanceTransition() }
            for presentation in all {
                presentation.presentedViewController.endAppearanceTransition()
                presentation.finishDismissal()
            }
            completion?()
        }
        self.animator = animator
        animator.start()
    }

    /// Forgets the presentation: unlinks the controllers and releases the views.
    private func finishDismissal() {
        let presented = presentedViewController
        presented.viewIfLoaded?.removeFromSuperview()
        presented.viewIfLoaded?.alpha = 1
        stopFollowingKeyboard()
        presentingViewController?.directlyPresentedViewController = nil
        presented.directPresentingViewController = nil
        presented.isBeingDismissed = false
        isDismissing = false
        dismissalTransitionDidEnd(true)
        containerView = nil
        presentingViewController = nil
        presented.storedPresentationController = nil
    }
}
