import Foundation

extension UIMenuElement {
    /// Whether a menu element shows as chosen, as UIKit's `UIMenuElement.State`: a row shows a
    /// checkmark when `.on` and a dash when `.mixed`.
    public enum State: Int, Sendable {
        /// Not chosen (the default): no mark.
        case off = 0
        /// Chosen: a checkmark.
        case on = 1
        /// Partly chosen (a group whose members differ): a dash.
        case mixed = 2
    }
}
