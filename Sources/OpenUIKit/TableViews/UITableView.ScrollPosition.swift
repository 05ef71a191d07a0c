import Foundation

extension UITableView {
    /// Where ``UITableView/scrollToRow(at:at:animated:)`` puts a row in the visible area (UIKit's
    /// `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that makes the row fully visible; none if it already is.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }
}
