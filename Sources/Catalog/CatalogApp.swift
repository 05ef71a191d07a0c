import Foundation
import OpenUIKit

/// The Catalog's view controllers in a window: a navigation controller whose root is the topic list.
/// It runs in the ``AppRuntime`` it is given: the command line makes one for a window or for each
/// snapshot scene, and tests make theirs. The environment's appearance (`--dark`, `--content-size`)
/// becomes the runtime's, as if chosen in Settings before the app started.
@MainActor
final class CatalogApp {
    let runtime: AppRuntime
    let window: UIWindow
    let environment: CatalogEnvironment
    let navigationController: UINavigationController
    let root: CatalogRootViewController

    /// Puts the Catalog in `window` (a window of `runtime`; by default a new one filling its screen)
    /// and shows it.
    init(runtime: AppRuntime, window: UIWindow? = nil, environment: CatalogEnvironment) {
        self.runtime = runtime
        self.environment = environment
        (self.window, root, navigationController) = runtime.run {
            environment.appearance.apply(to: runtime)
            let window = window ?? UIWindow(screen: runtime.screen)
            let root = CatalogRootViewController(environment: environment)
            let navigationController = UINavigationController(rootViewController: root)
            window.backgroundColor = .systemBackground
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
            return (window, root, navigationController)
        }
    }

    /// The screen on top of the navigation stack.
    var topViewController: UIViewController? { navigationController.topViewController }
}
