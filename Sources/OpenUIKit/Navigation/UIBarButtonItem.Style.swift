extension UIBarButtonItem {
    /// How an item's title is drawn, with UIKit's raw values: ``done`` is bold.
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }
}
