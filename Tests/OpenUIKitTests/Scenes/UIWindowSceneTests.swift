import Testing
@testable import OpenUIKit

/// A window scene subclass a configuration names (``UISceneConfiguration/sceneClass``).
@MainActor
final class TitledWindowScene: UIWindowScene {
    required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        title = "Titled"
    }
}

/// An app delegate whose configuration names ``TitledWindowScene`` and no scene delegate.
@MainActor
final class SceneClassAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Titled", sessionRole: connectingSceneSession.role)
        configuration.sceneClass = TitledWindowScene.self
        return configuration
    }
}

@MainActor
@Suite struct UIWindowSceneTests {
    private let runtime = AppRuntime(screen: UIScreen(device: .iPad, orientation: .landscapeLeft))

    @Test func theConfigurationsSceneClassIsTheSceneMade() {
        let scene = runtime.launch(SceneClassAppDelegate())
        #expect(scene is TitledWindowScene)
        #expect(scene.title == "Titled")
        #expect(scene.session.role == .windowApplication)
        #expect(scene.delegate == nil)
    }

    @Test func aWindowGivenASceneMovesToTheScenesScreen() {
        let scene = runtime.launch(SceneClassAppDelegate())
        let otherScreen = UIScreen(device: .iPhoneSE)
        let window = runtime.run { UIWindow(screen: otherScreen) }
        window.windowScene = scene
        #expect(window.screen === runtime.screen)
        #expect(scene.windows.contains(window))
        #expect(scene.interfaceOrientation == .landscapeLeft)
        #expect(scene.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aWindowMadeForASceneFillsItsScreenAndIsHiddenUntilShown() {
        let scene = runtime.launch(SceneClassAppDelegate())
        let window = runtime.run { UIWindow(windowScene: scene) }
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(window.isHidden)
        #expect(scene.keyWindow == nil)
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window)
    }
}
