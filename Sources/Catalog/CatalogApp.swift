import Foundation
import OpenUIKit

/// The Catalog's view controllers in a window: a navigation controller whose root is the topic list.
/// It does not own the engine's globals (application, scheduler, screen): the command line sets them
/// up for a window or snapshots, and tests get them from `TestHost`.
@MainActor
final class CatalogApp {
    let window: UIWindow
    let environment: CatalogEnvironment
    let navigationController: UINavigationController
    let root: CatalogRootViewController

    /// Puts the Catalog in `window` and shows it.
    init(window: UIWindow, environment: CatalogEnvironment) {
        self.window = window
        self.environment = environment
        root = CatalogRootViewController(environment: environment)
        navigationController = UINavigationController(rootViewController: root)
        window.backgroundColor = .systemBackground
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Makes fresh engine globals for `device` (application, scheduler, main screen) and returns a
    /// window that fills the screen.
    static func makeWindow(for device: DeviceSetup) -> UIWindow {
        UIApplication.setShared(UIApplication())
        Scheduler.main = Scheduler()
        UIScreen.main = device.makeScreen()
        return UIWindow(screen: .main)
    }

    /// The screen on top of the navigation stack.
    var topViewController: UIViewController? { navigationController.topViewController }
}
