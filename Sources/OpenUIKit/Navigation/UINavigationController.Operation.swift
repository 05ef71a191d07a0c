extension UINavigationController {
    /// The kind of stack change a transition animates, as UIKit's `UINavigationController.Operation`,
    /// with UIKit's raw values: the delegate's animator is asked for one.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller arrives on top.
        case push = 1
        /// The top controller leaves.
        case pop = 2
    }
}
