import Foundation

/// The buttons a view controller shows in its navigation controller's toolbar, as UIKit's.
extension UIViewController {
    /// The items the navigation controller's ``UINavigationController/toolbar`` shows while this
    /// controller is on top of its stack, as UIKit's `toolbarItems`. Setting it is
    /// ``setToolbarItems(_:animated:)`` without animation.
    public var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; the toolbar shows them at once when this controller is on top of a
    /// navigation stack.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigation = parent as? UINavigationController, navigation.topViewController === self {
            navigation.loadedToolbar?.setItems(toolbarItems, animated: animated)
        }
    }
}
