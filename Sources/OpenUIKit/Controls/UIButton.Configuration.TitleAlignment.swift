import Foundation

extension UIButton.Configuration {
    /// How a title and subtitle align, as UIKit's `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Sendable {
        /// Leading beside a leading or trailing image, centred otherwise, as UIKit.
        case automatic = 0
        /// Aligned on the leading edge.
        case leading = 1
        /// Centred.
        case center = 2
        /// Aligned on the trailing edge.
        case trailing = 3
    }
}
