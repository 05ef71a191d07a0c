import Testing
import OpenUIKit

// A standard iOS AppDelegate + SceneDelegate pair, as Xcode's App template writes it, ported by adding
// `final` (see UIApplicationDelegate: Linux makes delegates with init()) and naming the scene delegate
// class in the configuration (what the template's Info.plist scene manifest does on iOS). `@main` is
// left off: a test bundle has its own entry point.

final class PortedAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = PortedSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }
}

final class PortedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var counterLabel: UILabel?
    private var timer: Timer?
    private var ticks = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        label.text = "0"
        root.view.addSubview(label)
        window.rootViewController = root
        self.window = window
        counterLabel = label
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.ticks += 1
            self.counterLabel?.text = "\(self.ticks)"
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        timer?.invalidate()
        timer = nil
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
    }
}

@MainActor
@Suite struct PortedSceneAppTests {
    @Test func theTemplatePairShowsItsWindowAndCountsWhileActiveInVirtualTime() throws {
        let runtime = AppRuntime()
        let scene = runtime.launch(PortedAppDelegate())
        let sceneDelegate = try #require(scene.delegate as? PortedSceneDelegate)
        #expect(runtime.application.keyWindow === sceneDelegate.window)
        runtime.scheduler.advance(by: 3)
        #expect(sceneDelegate.counterLabel?.text == "3")
        runtime.enterBackground()
        runtime.scheduler.advance(by: 3)
        #expect(sceneDelegate.counterLabel?.text == "3")
    }
}
