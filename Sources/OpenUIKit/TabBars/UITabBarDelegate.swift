/// Hears a tab bar's selection, as UIKit's `UITabBarDelegate`. The method is optional, as in UIKit.
///
/// A bar that a ``UITabBarController`` manages has the controller as its delegate; an app listens to
/// the controller's ``UITabBarControllerDelegate`` instead.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user selects `item` (also when it was already selected), not when code sets
    /// ``UITabBar/selectedItem``.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
