import Foundation

/// The window's root view controller, as UIKit's `rootViewController`: installing one puts its view in
/// the window, sized to the window and resizing with it (so it follows rotation), and — when the window
/// is visible — runs its appearance callbacks; the previous root's view is removed with disappearance
/// callbacks. A hidden window's root appears when the window is shown (``makeKeyAndVisible()``).
extension UIWindow {
    func rootViewControllerDidChange(from oldValue: UIViewController?) {
        guard oldValue !== rootViewController else { return }
        let visible = !isHidden
        if let oldValue {
            if visible { oldValue.beginAppearanceTransition(false, animated: false) }
            oldValue.viewIfLoaded?.removeFromSuperview()
            if visible { oldValue.endAppearanceTransition() }
        }
        guard let root = rootViewController else { return }
        let view: UIView = root.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if visible { root.beginAppearanceTransition(true, animated: false) }
        addSubview(view)
        if visible { root.endAppearanceTransition() }
    }

    func visibilityDidChange() {
        guard let root = rootViewController, root.viewIfLoaded?.superview === self else { return }
        root.beginAppearanceTransition(!isHidden, animated: false)
        root.endAppearanceTransition()
    }
}
