import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A navigation controller on screen in a new test host, with one controller per title pushed
/// without animation (the first is the root): the starting point of the bar's tests. Keep the host:
/// without it the window goes and the bar's traits with it.
@MainActor
func makeNavigationStack(_ titles: [String?], device: UIScreen.Device = .iPhone15,
                         orientation: UIInterfaceOrientation = .portrait) -> (TestHost, UINavigationController, [UIViewController]) {
    let host = TestHost(device: device, orientation: orientation)
    let controllers = titles.map { title -> UIViewController in
        let controller = UIViewController()
        controller.title = title
        return controller
    }
    let navigation = UINavigationController(rootViewController: controllers[0])
    host.window.rootViewController = navigation
    for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
    return (host, navigation, controllers)
}
