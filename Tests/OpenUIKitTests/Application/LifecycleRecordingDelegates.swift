import OpenUIKit

/// An app delegate that records every life-cycle call in ``log``, and chooses the scene delegate
/// class through ``sceneDelegateClass`` (nil: the app-based life cycle, with its own window).
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var window: UIWindow?
    var sceneDelegateClass: (any UISceneDelegate.Type)? = RecordingSceneDelegate.self

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        if sceneDelegateClass == nil {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.makeKeyAndVisible()
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.append("didDiscardSceneSessions(\(sceneSessions.count))")
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

/// A scene delegate made by the runtime with `init()`: it records into the app delegate's log (found,
/// as an app finds it, through `UIApplication.shared.delegate`) and makes the scene's window.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private func record(_ entry: String) {
        (UIApplication.shared.delegate as? RecordingAppDelegate)?.log.append(entry)
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record("scene(willConnectTo:)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { record("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { record("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { record("sceneDidEnterBackground") }
}
