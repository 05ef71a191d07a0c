import Foundation

extension UITableView {
    /// How inserted, deleted or reloaded rows would animate (UIKit's `UITableView.RowAnimation`).
    /// OpenUIKit applies every row update at once, whatever the animation (see the README's
    /// differences): the cases are kept so that update calls port unchanged.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
