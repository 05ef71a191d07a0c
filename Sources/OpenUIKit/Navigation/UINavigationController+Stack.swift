import Foundation

/// Changing the stack: containment calls, the bar's items, the views and the slide, with appearance
/// callbacks when on screen (see ``UINavigationController``).
extension UINavigationController {
    /// The area the top view fills: under the navigation bar and above the toolbar, each when shown.
    var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let top = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
        let bottom = isToolbarHidden ? view.bounds.height : loadedToolbar?.frame.minY ?? view.bounds.height
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(bottom - top, 0))
    }

    /// Sizes the bar for what it shows now (a large title or not) and keeps the top view below it,
    /// unless a transition is placing the views.
    func navigationBarHeightDidChange() {
        guard let view = viewIfLoaded, navigationBar.frame.height != navigationBar.barHeight else { return }
        navigationBar.frame.size.height = navigationBar.barHeight
        if animator == nil, transition == nil, let top = stack.last?.viewIfLoaded, top.superview === view {
            top.frame = contentFrame
        }
    }

    /// Refuses controllers that cannot be pushed, as UIKit raises for them.
    func validate(_ controllers: [UIViewController], method: String) -> Bool {
        for controller in controllers {
            if stack.contains(where: { $0 === controller }) {
                Diagnostics.report(Diagnostic(code: "navigation.duplicate", severity: .error,
                                              message: "Pushing the same view controller instance more than once is not supported (\(describe(controller)))."))
                return false
            }
            if controller is UINavigationController {
                Diagnostics.report(Diagnostic(code: "navigation.pushNavigationController", severity: .error,
                                              message: "Pushing a navigation controller is not supported."))
                return false
            }
            if controller.parent != nil || controller.directPresentingViewController != nil || controller === self {
                Diagnostics.report(Diagnostic(code: "navigation.activeController", severity: .error,
                                              message: "Can't \(method) \(describe(controller)): it is already shown elsewhere."))
                return false
            }
        }
        return true
    }

    func installView(of controller: UIViewController) {
        let childView: UIView = controller.view
        childView.frame = contentFrame
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(childView, belowSubview: navigationBar)
    }

    /// Changes the stack to `newStack`, with the delegate's animator (and interaction controller) when
    /// it gives one for an animated change on screen, else the built-in slide. A cancelled
    /// interactive change leaves the stack as it was.
    func replaceStack(with newStack: [UIViewController], animated: Bool, isPush: Bool) {
        if transition?.animationController != nil {
            return Diagnostics.warn("navigation.transitionInProgress",
                                    "Can't change the navigation stack while a custom transition is in progress; ignored.")
        }
        animator?.finish()
        let oldStack = stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let added = newStack.filter { candidate in !oldStack.contains { $0 === candidate } }
        let removed = oldStack.filter { candidate in !newStack.contains { $0 === candidate } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        navigationBar.replaceItems(newStack.map(\.navigationItem))
        loadedToolbar?.setItems(newStack.last?.toolbarItems, animated: animated)
        // A tab bar controller hides its bar while the stack holds a controller that asks it to.
        if newStack.contains(where: \.hidesBottomBarWhenPushed) != oldStack.contains(where: \.hidesBottomBarWhenPushed) {
            tabBarController?.viewIfLoaded?.setNeedsLayout()
        }

        let finish: @MainActor () -> Void = { [self] in
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
            for controller in removed where controller.parent === self { controller.removeFromParent() }
        }
        guard isViewLoaded, oldTop !== newTop, let newTop else { return finish() }
        let onScreen = appearanceState.isVisibleOrAppearing
        let animates = animated && onScreen && oldTop != nil
        let custom = oldTop.flatMap { oldTop in animates ? delegate?.navigationController(
            self, animationControllerFor: isPush ? .push : .pop, from: oldTop, to: newTop) : nil }
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        delegate?.navigationController(self, willShow: newTop, animated: animates)
        if onScreen {
            oldTop?.beginAppearanceTransition(false, animated: animates)
            newTop.beginAppearanceTransition(true, animated: animates)
        }
        let content = contentFrame
        let oldView = oldTop?.viewIfLoaded
        // An app's animator works in a container under the bar, as UIKit's navigation transition view.
        let container = custom.map { _ in UIView(frame: content) }
        let end: (Bool) -> Void = { [self] completed in
            self.animator = nil
            transition = nil
            if let oldView, oldView.superview === view || (container != nil && oldView.superview === container) {
                oldView.removeFromSuperview()
                oldView.frame = content
            }
            if container != nil { installView(of: completed ? newTop : oldTop ?? newTop) }
            container?.removeFromSuperview()
            guard completed else {
                return revertStack(to: oldStack, added: added, removed: removed, from: oldTop, to: newTop,
                                   onScreen: onScreen)
            }
            // The shown view's safe area was measured where the transition slid it (partly off
            // screen): UIKit lays the view out at its place once the transition ends, so its safe
            // area and `viewWillLayoutSubviews` see the final geometry.
            newTop.viewIfLoaded?.setNeedsLayout()
            if onScreen {
                oldTop?.endAppearanceTransition()
                newTop.endAppearanceTransition()
            }
            finish()
            delegate?.navigationController(self, didShow: newTop, animated: animates)
        }
        let bounds = CGRect(origin: .zero, size: content.size)
        let context = ViewControllerTransitionContext(
            container: container ?? view, animated: animates, style: .none,
            from: .init(controller: oldTop, view: oldView, initialFrame: bounds, finalFrame: .zero),
            to: .init(controller: newTop, view: newTop.view, initialFrame: .zero, finalFrame: bounds),
            animationController: custom, interactionController: interaction,
            builtInDuration: Self.transitionDuration, completion: nil, onEnd: end)
        transition = context
        if let container {
            view.insertSubview(container, belowSubview: navigationBar)
            if let oldView {
                container.addSubview(oldView)
                oldView.frame = bounds
            }
            newTop.view.frame = bounds
            return context.start()
        }
        installView(of: newTop)
        var changes: [TransitionAnimator.Change] = []
        if animates, let oldView {
            let width = content.width
            if isPush {
                changes = [.init(view: newTop.view, from: content.offsetBy(dx: width, dy: 0), to: content),
                           .init(view: oldView, from: content, to: content.offsetBy(dx: -width / 3, dy: 0))]
            } else {
                view.insertSubview(newTop.view, belowSubview: oldView)
                changes = [.init(view: newTop.view, from: content.offsetBy(dx: -width / 3, dy: 0), to: content),
                           .init(view: oldView, from: content, to: content.offsetBy(dx: width, dy: 0))]
            }
        }
        let animator = TransitionAnimator(duration: animates ? Self.transitionDuration : 0, changes: changes) {
            context.completeTransition(true)
        }
        self.animator = animator
        context.runAlongsideAnimations()
        animator.start()
    }

    /// Undoes a stack change whose interactive transition was cancelled: the old top reappears, the
    /// new one disappears and leaves the children, the stack and bar are as before (UIKit's cancelled
    /// interactive pop).
    private func revertStack(to oldStack: [UIViewController], added: [UIViewController], removed: [UIViewController],
                             from oldTop: UIViewController?, to newTop: UIViewController, onScreen: Bool) {
        if onScreen {
            oldTop?.beginAppearanceTransition(true, animated: true)
            newTop.beginAppearanceTransition(false, animated: true)
            oldTop?.endAppearanceTransition()
            newTop.endAppearanceTransition()
        }
        newTop.viewIfLoaded?.removeFromSuperview()
        stack = oldStack
        navigationBar.replaceItems(oldStack.map(\.navigationItem))
        loadedToolbar?.setItems(oldStack.last?.toolbarItems, animated: false)
        for controller in added {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in removed { controller.didMove(toParent: self) }
    }
}
