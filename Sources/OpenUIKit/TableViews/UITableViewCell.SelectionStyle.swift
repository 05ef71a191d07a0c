import Foundation

extension UITableViewCell {
    /// How a cell looks while highlighted or selected (UIKit's `UITableViewCell.SelectionStyle`).
    /// Since iOS 7 `.blue` and `.gray` look as `.default`: the grey selected background.
    public enum SelectionStyle: Int, Sendable {
        /// No change: the row is still selected, but nothing shows it.
        case none
        case blue
        case gray
        /// The ``UITableViewCell/selectedBackgroundView`` shows.
        case `default`
    }
}
