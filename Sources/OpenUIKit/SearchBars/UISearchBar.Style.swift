extension UISearchBar {
    /// How the bar's background looks, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// `.prominent` standalone, as UIKit's default.
        case `default`
        /// A bar background (``UISearchBar/barTintColor``, else the system background) behind the field.
        case prominent
        /// No bar background: only the field shows, for a bar placed on content.
        case minimal
    }
}
