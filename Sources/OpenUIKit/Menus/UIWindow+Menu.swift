import Foundation

extension UIWindow {
    /// The menu open in this window: its frontmost subview when that is a menu's container
    /// (``MenuContainerView`` explains why menus live there).
    var openMenu: MenuContainerView? {
        guard let menu = subviews.last as? MenuContainerView, !menu.isClosed else { return nil }
        return menu
    }
}
