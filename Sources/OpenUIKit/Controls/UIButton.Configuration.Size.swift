import Foundation

extension UIButton.Configuration {
    /// The size class of a configured button, as UIKit's `UIButton.Configuration.Size`.
    public enum Size: Int, Sendable {
        /// The largest content insets and fonts.
        case large = 0
        /// The default.
        case medium = 1
        /// Smaller insets and fonts.
        case small = 2
        /// The smallest.
        case mini = 3
    }
}
