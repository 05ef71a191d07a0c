import Foundation

/// The methods UIKit calls on an app's delegate as the app launches, changes state and ends, as
/// UIKit's `UIApplicationDelegate`.
///
/// Every method is optional, as in UIKit (the protocol extension below answers for those an app does
/// not write), and they are called in UIKit's order (see ``AppRuntime/launch(_:options:)``). As in
/// UIKit, an app that uses scenes — its ``application(_:configurationForConnecting:options:)`` names a
/// scene delegate class — hears activation and backgrounding through its ``UISceneDelegate`` instead of
/// ``applicationDidBecomeActive(_:)`` and its siblings, while the ``UIApplication`` notifications are
/// posted either way.
///
/// **The one difference from UIKit: the conforming class is created with ``init()``, so it is `final`**
/// (or declares `required override init()`). UIKit makes the delegate from its class name through the
/// Objective-C runtime (`UIApplicationMain`'s `delegateClassName`, or `@main`); Swift on Linux has no
/// such runtime and can make an instance of a class it knows only as a type solely through a `required`
/// initializer, which `UIResponder.init()` cannot be without forcing every view and view controller
/// subclass to declare `init()`. A non-final `class AppDelegate` is refused at compile time ("initializer
/// requirement 'init()' can only be satisfied by a 'required' initializer in non-final class"): add
/// `final`.
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         true
///     }
///     func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
///                      options: UIScene.ConnectionOptions) -> UISceneConfiguration {
///         let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
///         configuration.delegateClass = SceneDelegate.self   // what Info.plist's scene manifest names on iOS
///         return configuration
///     }
/// }
/// ```
/// `@main` works through `main()`, which `OpenUIKitHost` provides (it opens the window).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Makes the delegate: what `UIApplicationMain` and `@main` call (see the note above on `final`).
    init()

    /// The app's window when it does not use scenes (UIKit's "app-based life cycle"); a scene-based app
    /// keeps its windows in its scene delegates. Optional: the extension's answers nil and ignores a set.
    var window: UIWindow? { get set }

    /// The app is launching; nothing is on screen yet. The result is ignored, as UIKit ignores it
    /// except for URL launches, which Linux has none of.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app has launched; an app without scenes makes its ``window`` here. The result is ignored.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Which configuration (and so which scene delegate class) a new scene gets. The extension's answer
    /// names no delegate class: the app then runs without scenes, through ``window``.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user closed (a scene that disconnected when the app ended).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Not called for an app with scenes (UIKit's rule): see ``UISceneDelegate/sceneDidBecomeActive(_:)``.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Not called for an app with scenes: see ``UISceneDelegate/sceneWillResignActive(_:)``.
    func applicationWillResignActive(_ application: UIApplication)
    /// Not called for an app with scenes: see ``UISceneDelegate/sceneDidEnterBackground(_:)``.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Not called for an app with scenes: see ``UISceneDelegate/sceneWillEnterForeground(_:)``.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (its window was closed), with or without scenes.
    func applicationWillTerminate(_ application: UIApplication)
}

/// UIKit's optional methods: what an app delegate that does not write one gets.
extension UIApplicationDelegate {
    /// No window: a delegate that does not declare `window` runs with scenes, or shows nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Continues the launch (`true`), as UIKit does for a delegate without this method.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Continues the launch (`true`), as UIKit does for a delegate without this method.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// A configuration with no scene delegate class: the app runs without scenes, through ``window``
    /// (UIKit's app-based life cycle, what an app without a scene manifest gets).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Nothing to release.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Nothing to restart.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Nothing to pause.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Nothing to save.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Nothing to prepare.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Nothing to save.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
