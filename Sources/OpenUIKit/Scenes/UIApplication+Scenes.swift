import Foundation

extension UIApplication {
    /// The scenes connected to the app, as UIKit's `connectedScenes`: the one scene of a launched app
    /// (``AppRuntime/launch(_:options:)``) until it ends; none for an app that was never launched.
    public var connectedScenes: Set<UIScene> { Set(runtime?.scenes ?? []) }

    /// The sessions of the connected scenes, as UIKit's `openSessions`.
    public var openSessions: Set<UISceneSession> { Set((runtime?.scenes ?? []).map(\.session)) }

    /// Whether the app may show several scenes at once: false, one window per app on Linux.
    public var supportsMultipleScenes: Bool { false }
}
