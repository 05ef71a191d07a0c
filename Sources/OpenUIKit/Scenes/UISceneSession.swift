import Foundation

/// What the system keeps about one of an app's scenes, as UIKit's `UISceneSession`: its role, the
/// configuration it was connected with and, while it is connected, the scene.
@MainActor
open class UISceneSession: NSObject {
    /// The kind of scene.
    public let role: Role
    /// The configuration the app delegate chose for it (``UIApplicationDelegate/application(_:configurationForConnecting:options:)``).
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene; nil before it connects and after it disconnects. Weak, as in UIKit: the
    /// application keeps its connected scenes.
    public internal(set) weak var scene: UIScene?
    /// A string that identifies the session for the life of the app.
    public let persistentIdentifier: String
    /// The app's own data about the session.
    public var userInfo: [String: Any]?
    /// The application the session belongs to.
    let application: UIApplication

    init(role: Role, application: UIApplication, identifier: String) {
        self.role = role
        self.application = application
        persistentIdentifier = identifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}
