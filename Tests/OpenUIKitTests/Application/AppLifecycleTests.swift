import Foundation
import Testing
@testable import OpenUIKit

/// The app and scene life cycle in UIKit's order (``AppRuntime/launch(_:options:)``), run in virtual
/// time with no window system.
@MainActor
@Suite struct AppLifecycleTests {
    private let runtime = AppRuntime()

    @Test func aSceneBasedAppHearsUIKitsLaunchOrderThroughItsSceneDelegate() {
        let delegate = RecordingAppDelegate()
        runtime.launch(delegate)
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                 "scene(willConnectTo:)", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(runtime.application.applicationState == .active)
    }

    @Test func backgroundForegroundAndTerminationGoThroughTheSceneDelegateOnly() {
        let delegate = RecordingAppDelegate()
        runtime.launch(delegate)
        delegate.log.removeAll()
        runtime.enterBackground()
        #expect(runtime.application.applicationState == .background)
        runtime.enterForeground()
        runtime.terminate()
        #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground",
                                 "sceneWillEnterForeground", "sceneDidBecomeActive",
                                 "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                                 "didDiscardSceneSessions(1)", "applicationWillTerminate"])
        #expect(runtime.application.connectedScenes.isEmpty)
    }

    @Test func anAppWithoutASceneDelegateHearsTheAppDelegatesActivationMethods() {
        let delegate = RecordingAppDelegate()
        delegate.sceneDelegateClass = nil
        let scene = runtime.launch(delegate)
        runtime.enterBackground()
        runtime.enterForeground()
        runtime.terminate()
        #expect(delegate.log == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting",
                                 "applicationDidBecomeActive",
                                 "applicationWillResignActive", "applicationDidEnterBackground",
                                 "applicationWillEnterForeground", "applicationDidBecomeActive",
                                 "applicationWillResignActive", "applicationDidEnterBackground",
                                 "didDiscardSceneSessions(1)", "applicationWillTerminate"])
        #expect(delegate.window?.windowScene === scene)
    }

    @Test func theWindowMadeWhileTheSceneConnectsIsKeyAndVisibleInThatScene() throws {
        let scene = runtime.launch(RecordingAppDelegate())
        let sceneDelegate = try #require(scene.delegate as? RecordingSceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(window.windowScene === scene)
        #expect(window.frame == runtime.screen.bounds)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(runtime.application.connectedScenes == [scene])
        #expect(scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.next === runtime.application)
    }

    @Test func theApplicationKnowsItsDelegateWeaklyAndTheRuntimeKeepsIt() {
        weak var released: RecordingAppDelegate?
        do {
            let delegate = RecordingAppDelegate()
            released = delegate
            runtime.launch(delegate)
        }
        #expect(released != nil)
        #expect(runtime.application.delegate === released)
        runtime.terminate()
        #expect(released == nil)
    }

    @Test func aSecondLaunchIsReportedAndIgnored() {
        let delegate = RecordingAppDelegate()
        let first = runtime.launch(delegate)
        let diagnostics = runtime.diagnostics.record { runtime.launch(RecordingAppDelegate()) }
        #expect(diagnostics.map(\.code) == ["app.alreadyLaunched"])
        #expect(runtime.application.delegate === delegate)
        #expect(runtime.application.connectedScenes == [first])
    }

    @Test func lifeCycleNotificationsArePostedWithTheApplication() {
        let log = NameLog()
        let center = NotificationCenter.default
        let observed: [Notification.Name] = [UIApplication.didFinishLaunchingNotification,
                                             UIApplication.didBecomeActiveNotification,
                                             UIApplication.willResignActiveNotification,
                                             UIApplication.didEnterBackgroundNotification,
                                             UIApplication.willTerminateNotification]
        let tokens = observed.map { name in
            center.addObserver(forName: name, object: runtime.application, queue: nil) { notification in
                let name = notification.name
                MainActor.assumeIsolated { log.names.append(name) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        runtime.launch(RecordingAppDelegate())
        runtime.terminate()
        #expect(log.names == [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                          UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                          UIApplication.willTerminateNotification])
    }

    /// The names the notification observers saw (posted on the main actor, by the test's own code).
    @MainActor
    private final class NameLog {
        var names: [Notification.Name] = []
    }

    @Test func anAppThatWasNeverLaunchedIsActiveWithNoScenes() {
        #expect(runtime.application.applicationState == .active)
        #expect(runtime.application.connectedScenes.isEmpty)
        runtime.terminate()
        runtime.enterBackground()
        #expect(runtime.application.applicationState == .active)
    }
}
