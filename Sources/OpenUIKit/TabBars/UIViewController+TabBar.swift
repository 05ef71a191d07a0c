import Foundation

/// What a view controller shows in a tab bar, and the tab bar controller it is in, as UIKit's.
extension UIViewController {
    /// The item that represents this controller in a tab bar, as UIKit's `tabBarItem`: made on first
    /// use with the controller's ``title`` and no image. Setting ``title`` also sets this item's title,
    /// as UIKit documents; assigning a new item shows it in the bar at once.
    public var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemDidChange(of: self)
        }
    }

    /// The nearest ancestor that is a tab bar controller, as UIKit's `tabBarController`.
    public var tabBarController: UITabBarController? {
        var candidate = parent
        while let current = candidate {
            if let tabs = current as? UITabBarController { return tabs }
            candidate = current.parent
        }
        return nil
    }
}
