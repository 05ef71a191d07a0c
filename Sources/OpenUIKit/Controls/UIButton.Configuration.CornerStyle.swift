import Foundation

extension UIButton.Configuration {
    /// How rounded a configuration's background corners are, as UIKit's
    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Sendable {
        /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
        case fixed = -1
        /// A radius that follows the ``UIButton/Configuration/buttonSize``.
        case dynamic = 0
        /// Slightly rounded.
        case small = 1
        /// Rounded.
        case medium = 2
        /// Very rounded.
        case large = 3
        /// Half the button's height: round ends.
        case capsule = 4
    }
}
