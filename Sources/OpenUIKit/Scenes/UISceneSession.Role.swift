import Foundation

extension UISceneSession {
    /// The kind of scene a session is for, as UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name, UIKit's string for it.
        public let rawValue: String
        /// A role with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An interactive window on the device's screen: the one role a Linux app's scene has.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
