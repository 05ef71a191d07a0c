import Testing
import OpenUIKit
import OpenUIKitTesting

/// An app delegate and a list screen written as UIKit apps in Swift 5 mode write them: the delegate
/// styles every navigation bar through the appearance proxy, the screen asks for large titles.
final class BarStylingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        return true
    }
}

class LargeTitleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
    }
}

@MainActor @Test func swift5ModeBarAppearanceAndLargeTitleCodeBuildsAndStylesTheBar() {
    let host = TestHost()
    let delegate = BarStylingAppDelegate()
    #expect(delegate.application(host.application, didFinishLaunchingWithOptions: nil))
    let navigation = UINavigationController(rootViewController: LargeTitleListViewController())
    host.window.rootViewController = navigation
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
    let library = host.render().textRuns.first { $0.text == "Library" }
    #expect(library?.color == .white)
    #expect(library?.font == .boldSystemFont(ofSize: 34))
}
