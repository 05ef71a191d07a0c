import Foundation

/// The appearance cycle, as UIKit runs it: `viewWillAppear` → `viewDidAppear` → `viewWillDisappear`
/// → `viewDidDisappear`, never twice in a row for the same direction.
extension UIViewController {
    /// Where a controller is in its appearance cycle.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing

        /// Whether the controller is on screen or on its way there.
        var isVisibleOrAppearing: Bool { self == .appearing || self == .appeared }
    }

    /// Starts an appearance transition: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` and
    /// forwards to the children whose views are inside this controller's view, as UIKit's method of the
    /// same name. A request in the direction the controller is already going is ignored, so a
    /// controller never hears `viewWillAppear` twice without a disappearance in between.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearanceState.isVisibleOrAppearing != isAppearing else { return }
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceIsAnimated = animated
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return }
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance transition begun by ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then forwards to children in transition.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    // MARK: Children entering and leaving the window

    /// Whether a container whose view is settled on screen lets its children appear and disappear as
    /// their views enter and leave the window: true unless the container drives their appearance itself
    /// (a navigation controller does, around its slides).
    private var childAppearanceFollowsWindow: Bool {
        guard let parent else { return false }
        return parent.appearanceState == .appeared && !parent.drivesChildAppearance
    }

    /// A child's view entering (or leaving) the window while its parent is on screen starts its
    /// appearance (or disappearance), as UIKit does from the view's window move. Views moved by an
    /// appearing or disappearing parent are left to the parent's forwarding.
    func rootViewWillMove(toWindow window: UIWindow?) {
        guard childAppearanceFollowsWindow else { return }
        beginAppearanceTransition(window.map { !$0.isHidden } ?? false, animated: false)
    }

    /// Ends the transition begun by ``rootViewWillMove(toWindow:)``.
    func rootViewDidMoveToWindow() {
        guard childAppearanceFollowsWindow else { return }
        endAppearanceTransition()
    }
}
