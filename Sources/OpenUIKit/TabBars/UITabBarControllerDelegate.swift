/// Hears a tab bar controller's selection and may refuse it, as UIKit's `UITabBarControllerDelegate`.
/// Every method is optional, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected (true by default). Asked only for taps, never
    /// when code sets ``UITabBarController/selectedIndex``, as UIKit documents.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected `viewController` — also when it was already selected, as UIKit
    /// does since iOS 3 — and never for a selection made in code.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True: every tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
