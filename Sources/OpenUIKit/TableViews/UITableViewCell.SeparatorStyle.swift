import Foundation

extension UITableViewCell {
    /// Whether rows are divided by lines (UIKit's `UITableViewCell.SeparatorStyle`, the type of
    /// ``UITableView/separatorStyle``).
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
    }
}
