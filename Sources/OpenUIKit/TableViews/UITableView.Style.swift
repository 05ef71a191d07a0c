import Foundation

extension UITableView {
    /// The look of a table, chosen when it is made (UIKit's `UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows fill the width; section headers float at the top while their section scrolls.
        case plain
        /// Sections are set apart by their headers and footers on the grouped background; headers
        /// scroll with the content.
        case grouped
        /// As `grouped`, with each section inset from the edges and its corners rounded (iOS 13).
        case insetGrouped
    }
}
