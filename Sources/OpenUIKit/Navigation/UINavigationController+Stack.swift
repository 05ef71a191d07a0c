import Foundation

/// Changing the stack: containment calls, the bar's items, the views and the slide, with appearance
/// callbacks when on screen (see ``UINavigationController``).
extension UINavigationController {
    /// The area the top view fills: under the bar, or everything when the bar is hidden.
    var contentFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let top = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(view.bounds.height - top, 0))
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

    func replaceStack(with newStack: [UIViewController], animated: Bool, isPush: Bool) {
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

        let finish: @MainActor () -> Void = { [self] in
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
            for controller in removed where controller.parent === self { controller.removeFromParent() }
        }
        guard isViewLoaded, oldTop !== newTop, let newTop else { return finish() }
        let onScreen = appearanceState.isVisibleOrAppearing
        let animates = animated && onScreen && oldTop != nil
        if onScreen {
            oldTop?.beginAppearanceTransition(false, animated: animates)
            newTop.beginAppearanceTransition(true, animated: animates)
        }
        installView(of: newTop)
        let content = contentFrame
        let oldView = oldTop?.viewIfLoaded
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
        let animator = TransitionAnimator(duration: animates ? Self.transitionDuration : 0, changes: changes) { [self] in
            self.animator = nil
            if let oldView, oldView.superview === view {
                oldView.removeFromSuperview()
                oldView.frame = content
            }
            if onScreen {
                oldTop?.endAppearanceTransition()
                newTop.endAppearanceTransition()
            }
            finish()
        }
        self.animator = animator
        animator.start()
    }
}
