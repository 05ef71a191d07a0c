import Foundation

extension UIScene {
    /// Why a scene is being connected, as UIKit's `UIScene.ConnectionOptions`. A scene on Linux is only
    /// ever connected because the user started the app, so there is no URL, shortcut or activity to
    /// hand over: the options are empty, and exist so that the delegate methods keep UIKit's signatures.
    @MainActor
    public final class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene; nil, as for a user launch.
        public let sourceApplication: String? = nil

        init() {}
    }
}
