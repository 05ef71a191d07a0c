import Foundation

extension UITableViewCell {
    /// What editing a row does (UIKit's `UITableViewCell.EditingStyle`), passed to
    /// ``UITableViewDataSource/tableView(_:commit:forRowAt:)``.
    public enum EditingStyle: Int, Sendable {
        case none
        case delete
        case insert
    }
}
