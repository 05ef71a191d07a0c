import Foundation

/// How a scene is created, as UIKit's `UISceneConfiguration`: the classes of the scene and of its
/// delegate. The app delegate returns one from
/// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``.
///
/// On iOS a configuration with no ``delegateClass`` is completed from Info.plist's scene manifest
/// (`UISceneDelegateClassName`). Linux apps have no Info.plist, so **the delegate class is the one set
/// here**; a configuration that names none runs the app without scenes: UIKit's app-based life cycle,
/// with the app delegate's ``UIApplicationDelegate/window`` and its `applicationDidBecomeActive(_:)`
/// family — what UIKit does for an app whose Info.plist has no scene manifest.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The name the app gave the configuration (Info.plist's `UISceneConfigurationName` on iOS).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, created with `init()` when the scene connects (see the note on
    /// `final` in ``UIApplicationDelegate``); nil: no scene delegate.
    open var delegateClass: (any UISceneDelegate.Type)?
    /// The class of the scene; nil: ``UIWindowScene``. A window scene class (UIKit's is any class):
    /// a Linux app's one scene is its window's.
    open var sceneClass: UIWindowScene.Type?

    /// A configuration named `name` for sessions of `sessionRole`, with no delegate or scene class yet.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
