import Foundation

/// The methods UIKit calls on a scene's delegate through the scene's life cycle, as UIKit's
/// `UISceneDelegate`. Every method is optional (the extension answers for the others).
///
/// Made with ``init()`` from ``UISceneConfiguration/delegateClass``, so the class is `final` (or
/// declares `required override init()`), for the reason ``UIApplicationDelegate`` gives.
///
/// The order, from ``AppRuntime``: at launch ``scene(_:willConnectTo:options:)``,
/// ``sceneWillEnterForeground(_:)``, ``sceneDidBecomeActive(_:)``; going to the background
/// ``sceneWillResignActive(_:)``, ``sceneDidEnterBackground(_:)``; back ``sceneWillEnterForeground(_:)``,
/// ``sceneDidBecomeActive(_:)``; when the app ends, the background steps if still active, then
/// ``sceneDidDisconnect(_:)``.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Makes the delegate when its scene connects.
    init()
    /// The scene is connecting: make its window here (``UIWindow/init(windowScene:)``).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released (the app is ending).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is on screen and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

/// UIKit's optional methods: what a scene delegate that does not write one gets.
extension UISceneDelegate {
    /// Makes no window: a scene delegate that does not make one shows nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// The default: nothing to release.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// The default: nothing to restart.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// The default: nothing to pause.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// The default: nothing to prepare.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// The default: nothing to save.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
