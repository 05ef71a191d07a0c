import Foundation

extension UIApplication {
    /// Whether the app is in the foreground and receiving events, as UIKit's `UIApplication.State`
    /// (``UIApplication/applicationState``).
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events: launching, or between active and background.
        case inactive = 1
        /// Not on screen: before launch, in the background, or ended.
        case background = 2
    }
}
