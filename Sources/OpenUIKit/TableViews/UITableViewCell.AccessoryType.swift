import Foundation

extension UITableViewCell {
    /// The standard mark at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`). An
    /// ``UITableViewCell/accessoryView`` takes its place when set.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark, for the chosen row of a list.
        case checkmark
        /// An info button.
        case detailButton
    }
}
