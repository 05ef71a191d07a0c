import Foundation

extension UITableViewCell {
    /// The built-in arrangements of a cell's labels and image (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label; ``UITableViewCell/detailTextLabel`` is nil.
        case `default`
        /// A label on the left and a secondary, right-aligned label on the right (Settings' style).
        case value1
        /// A small right-aligned label on the left and a label beside it (Contacts' style); no image.
        case value2
        /// A label with a smaller secondary label below it.
        case subtitle
    }
}
