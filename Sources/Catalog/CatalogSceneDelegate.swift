import OpenUIKit

/// Puts the Catalog (``CatalogApp``) in the scene's window when the scene connects, titled as the
/// end-to-end script looks for it, on the screen the command line asked for.
@MainActor
final class CatalogSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The Catalog's controllers, kept as long as the scene.
    private(set) var app: CatalogApp?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              let appDelegate = UIApplication.shared.delegate as? CatalogAppDelegate else { return }
        windowScene.title = WindowRunner.windowTitle
        let app = CatalogApp(runtime: AppRuntime.current, window: UIWindow(windowScene: windowScene),
                             environment: appDelegate.environment)
        if let topic = appDelegate.initialTopic { app.root.open(topic, animated: false) }
        window = app.window
        self.app = app
    }
}
