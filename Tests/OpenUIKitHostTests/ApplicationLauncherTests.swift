import Foundation
import Testing
@testable import OpenUIKitHost

/// An app delegate for the launcher: records the life cycle into a log every test reads back, and
/// uses a scene delegate that makes a titled window (or, with `makesNoWindow`, forgets to).
@MainActor
final class LauncherTestAppDelegate: UIResponder, UIApplicationDelegate {
    static var log: [String] = []
    static var makesNoWindow = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.log.append("didFinishLaunching \(UIScreen.main.device.name) \(UIScreen.main.orientation.isLandscape ? "landscape" : "portrait")")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LauncherTestSceneDelegate.self
        return configuration
    }

    func applicationWillTerminate(_ application: UIApplication) { Self.log.append("applicationWillTerminate") }
}

@MainActor
final class LauncherTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard !LauncherTestAppDelegate.makesNoWindow, let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "Launcher Test"
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        label.text = "A title Pango measures"
        window = UIWindow(windowScene: windowScene)
        window?.addSubview(label)
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { LauncherTestAppDelegate.log.append("sceneDidBecomeActive") }
    func sceneDidDisconnect(_ scene: UIScene) { LauncherTestAppDelegate.log.append("sceneDidDisconnect") }
}

/// The app entry on SDL's dummy driver (headless), and what it says when it cannot start. Serialized:
/// the delegates log into one static log.
@MainActor
@Suite(.serialized) struct ApplicationLauncherTests {
    init() {
        LauncherTestAppDelegate.log = []
        LauncherTestAppDelegate.makesNoWindow = false
    }

    @Test func headlessTheAppLaunchesRendersItsFramesAndEnds() {
        var launcher = ApplicationLauncher(options: HostLaunchOptions(device: DeviceSetup(kind: .ipad, orientation: .landscape),
                                                                      headless: true, frames: 2),
                                           environment: [:])
        var seen: (title: String, frames: Int, size: CGSize, measurer: String)?
        launcher.hostDidOpen = { host in
            seen = (host.configuration.title, host.framesPresented, host.window.bounds.size,
                    "\(type(of: host.runtime.textMeasurer))")
        }
        let status = launcher.run { LauncherTestAppDelegate() }
        #expect(status == 0)
        #expect(seen?.title == "Launcher Test")
        #expect(seen?.size == CGSize(width: 1180, height: 820))
        #expect(seen?.measurer == "PangoTextMeasurer")
        #expect(LauncherTestAppDelegate.log == ["didFinishLaunching iPad landscape", "sceneDidBecomeActive",
                                                "sceneDidDisconnect", "applicationWillTerminate"])
    }

    @Test func withoutADisplayItSaysSoAndTheAppNeverLaunches() {
        var launcher = ApplicationLauncher(options: HostLaunchOptions(), environment: [:])
        var reports: [String] = []
        launcher.report = { reports.append($0) }
        var made = false
        let status = launcher.run {
            made = true
            return LauncherTestAppDelegate()
        }
        #expect(status == 1)
        #expect(!made)
        #expect(reports.count == 1 && reports[0].hasPrefix("No display"))
    }

    @Test func anAppThatShowsNoWindowIsToldHowToAndEnds() {
        LauncherTestAppDelegate.makesNoWindow = true
        var launcher = ApplicationLauncher(options: HostLaunchOptions(headless: true), environment: [:])
        var reports: [String] = []
        launcher.report = { reports.append($0) }
        let status = launcher.run { LauncherTestAppDelegate() }
        #expect(status == 1)
        #expect(reports.count == 1 && reports[0].contains("UIWindow(windowScene:)") && reports[0].contains("delegateClass"))
        #expect(LauncherTestAppDelegate.log.last == "applicationWillTerminate")
    }

    @Test func uiApplicationMainFindsTheDelegateByItsClassName() {
        let status = ApplicationLauncher.main(arguments: ["app", "--headless"], environment: [:], principalClassName: nil,
                                              delegateClassName: NSStringFromClass(LauncherTestAppDelegate.self))
        #expect(status == 0)
        #expect(LauncherTestAppDelegate.log.first == "didFinishLaunching iPhone 15 portrait")
    }

    @Test func aClassNameThatNamesNoDelegateOrOptionsThatCannotBeReadFailTheLaunch() {
        #expect(ApplicationLauncher.main(arguments: ["app", "--headless"], environment: [:], principalClassName: nil,
                                         delegateClassName: "NoSuchModule.NoSuchDelegate") == 1)
        #expect(ApplicationLauncher.main(arguments: ["app", "--headless"], environment: [:],
                                         principalClassName: NSStringFromClass(LauncherTestSceneDelegate.self),
                                         delegateClassName: NSStringFromClass(LauncherTestAppDelegate.self)) == 1)
        #expect(ApplicationLauncher.main(LauncherTestAppDelegate.self, arguments: ["app", "--device", "tablet"],
                                         environment: [:]) == 64)
        #expect(LauncherTestAppDelegate.log.isEmpty)
    }
}
