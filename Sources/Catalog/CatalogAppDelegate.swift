import OpenUIKit

/// The windowed Catalog's app delegate, started through the host's app entry as any app is
/// (``WindowRunner``): it names ``CatalogSceneDelegate`` as the scene delegate and holds what that
/// delegate needs from the command line.
@MainActor
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    /// The screens' surroundings: the device and how to switch it.
    let environment: CatalogEnvironment
    /// The screen to open at launch; nil for the topic list.
    let initialTopic: CatalogTopic?

    init(environment: CatalogEnvironment, initialTopic: CatalogTopic?) {
        self.environment = environment
        self.initialTopic = initialTopic
        super.init()
    }

    /// The Catalog on the default device, on its topic list.
    override convenience init() {
        self.init(environment: CatalogEnvironment(device: CatalogOptions().device), initialTopic: nil)
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Catalog", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = CatalogSceneDelegate.self
        return configuration
    }
}
