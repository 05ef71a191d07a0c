import Testing
import OpenUIKit

// An app delegate + scene delegate pair in Swift 5 mode, as many apps still are: the template's
// shape (with `final` and the configuration's delegateClass, see UIApplicationDelegate), a timer started
// when the scene becomes active and stopped when it resigns.

final class Swift5AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = Swift5SceneDelegate.self
        return configuration
    }
}

final class Swift5SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var button: UIButton?
    var timer: Timer?
    var taps = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        button.addTarget(self, action: Selector("tapped", Swift5SceneDelegate.tapped), for: .touchUpInside)
        let root = UIViewController()
        root.view.addSubview(button)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        self.button = button
    }

    func tapped() {
        taps += 1
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            self.button?.setTitle("Tap (\(self.taps))", for: .normal)
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        timer?.invalidate()
    }
}

@MainActor
@Suite struct SceneAppClientTests {
    @Test func theSwift5PairLaunchesAndUpdatesItsButtonWhileActive() throws {
        let runtime = AppRuntime()
        let scene = runtime.launch(Swift5AppDelegate())
        let delegate = try #require(scene.delegate as? Swift5SceneDelegate)
        let button = try #require(delegate.button)
        runtime.application.sendAction(Selector("tapped", Swift5SceneDelegate.tapped), to: delegate, from: button, for: nil)
        runtime.scheduler.advance(by: 0.5)
        #expect(button.title(for: .normal) == "Tap (1)")
        runtime.terminate()
        #expect(delegate.timer?.isValid == false)
    }
}
