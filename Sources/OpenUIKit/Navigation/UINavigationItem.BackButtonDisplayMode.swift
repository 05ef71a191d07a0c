extension UINavigationItem {
    /// Which title a back button pointing to an item shows, as UIKit's (iOS 14), with its raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's ``UINavigationItem/backButtonTitle``, else its title, else "Back".
        case `default` = 0
        /// "Back", whatever the item's titles.
        case generic = 1
        /// No title: the back indicator alone.
        case minimal = 2
    }
}
