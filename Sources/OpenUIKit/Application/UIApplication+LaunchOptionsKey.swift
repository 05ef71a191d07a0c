import Foundation

extension UIApplication {
    /// The keys of the options an app is launched with, as UIKit's `UIApplication.LaunchOptionsKey`.
    /// An app started by `UIApplicationMain` on Linux is always launched by the user, so its options are
    /// nil; the type exists so that delegate methods keep UIKit's signatures.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, UIKit's string for it.
        public let rawValue: String
        /// A key with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was asked to open (UIKit's `url`).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked (UIKit's `sourceApplication`).
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}
