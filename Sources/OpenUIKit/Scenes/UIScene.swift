import Foundation

/// One instance of an app's user interface, as UIKit's `UIScene`: what a scene delegate is told about
/// as it connects, comes to the foreground, goes to the background and disconnects.
///
/// On Linux an app has one scene, a ``UIWindowScene`` for the host's window, connected when the app
/// launches (``AppRuntime/launch(_:options:)``) and disconnected when it ends.
@MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The object told about the scene's life cycle; the scene keeps it, as UIKit's scene does.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life cycle.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title; the host shows it as the window title when set before the window opens.
    open var title: String = ""

    /// Creates a scene for `session`, as UIKit does before connecting it. `required`, so that the
    /// configuration's ``UISceneConfiguration/sceneClass`` can name a subclass.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene's next responder is the application, as in UIKit.
    open override var next: UIResponder? { session.application }
}
