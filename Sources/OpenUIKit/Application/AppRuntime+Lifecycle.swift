import Foundation

/// The app's life cycle, as `UIApplicationMain` runs it on iOS: launch, foreground and background, end.
/// A host calls these (`UIApplicationMain` in OpenUIKitHost: launch when it starts, ``terminate()``
/// when the window closes); a test calls them directly and sees every callback at once, in virtual
/// time, with no window system.
///
/// The order is UIKit's. Launch: `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`, `application(_:configurationForConnecting:options:)`,
/// then — with a scene delegate class in the configuration — `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`; without one (UIKit's app-based life
/// cycle) `applicationDidBecomeActive(_:)`. The scene connects in both cases, and the app delegate's
/// window, if it made one, is attached to it. UIKit calls the app delegate's activation methods only
/// for an app without scenes (Apple: "If you're using scenes, UIKit will not call this method"); the
/// ``UIApplication`` notifications are posted either way.
extension AppRuntime {
    /// Launches the app with `delegate` (UIKit's launch sequence, above) and returns the scene that
    /// connected. The app is active afterwards.
    ///
    /// Launching a second time reports `app.alreadyLaunched` and returns the connected scene: UIKit
    /// launches an app once.
    @discardableResult
    public func launch(_ delegate: any UIApplicationDelegate,
                       options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> UIWindowScene {
        run {
            if let scene = scenes.first as? UIWindowScene {
                diagnostics.warn("app.alreadyLaunched", "The app was launched already; the second launch was ignored.")
                return scene
            }
            launchedDelegate = delegate
            application.delegate = delegate
            application.applicationState = .inactive
            _ = delegate.application(application, willFinishLaunchingWithOptions: options)
            _ = delegate.application(application, didFinishLaunchingWithOptions: options)
            post(UIApplication.didFinishLaunchingNotification)
            let scene = connectScene(for: delegate)
            scene.activationState = .foregroundInactive
            if let sceneDelegate = scene.delegate {
                sceneDelegate.sceneWillEnterForeground(scene)
            }
            becomeActive(scene)
            return scene
        }
    }

    /// Sends the app to the background: UIKit's resign-active then enter-background steps. Does nothing
    /// unless the app is active.
    public func enterBackground() {
        run {
            guard application.applicationState == .active, let scene = scenes.first else { return }
            resignActive(scene)
            step(scene, to: .background, .background, posting: UIApplication.didEnterBackgroundNotification,
                 scene: { $0.sceneDidEnterBackground($1) }, app: { $0.applicationDidEnterBackground($1) })
        }
    }

    /// Brings the app back from the background: UIKit's enter-foreground then become-active steps.
    /// Does nothing unless the app is in the background with a connected scene.
    public func enterForeground() {
        run {
            guard application.applicationState == .background, let scene = scenes.first else { return }
            step(scene, to: .foregroundInactive, .inactive, posting: UIApplication.willEnterForegroundNotification,
                 scene: { $0.sceneWillEnterForeground($1) }, app: { $0.applicationWillEnterForeground($1) })
            becomeActive(scene)
        }
    }

    /// Ends the app, as when its window is closed: to the background if it is active, then the scene
    /// disconnects (`sceneDidDisconnect(_:)`, and its session is discarded:
    /// `application(_:didDiscardSceneSessions:)`), then `applicationWillTerminate(_:)`. Ending an app
    /// that was never launched, or twice, does nothing.
    public func terminate() {
        run {
            guard let delegate = launchedDelegate else { return }
            enterBackground()
            for scene in scenes {
                scene.activationState = .unattached
                scene.delegate?.sceneDidDisconnect(scene)
            }
            let sessions = Set(scenes.map(\.session))
            scenes.removeAll()
            if !sessions.isEmpty { delegate.application(application, didDiscardSceneSessions: sessions) }
            delegate.applicationWillTerminate(application)
            post(UIApplication.willTerminateNotification)
            launchedDelegate = nil
        }
    }

    /// Asks the app delegate for the scene's configuration, makes the scene and its delegate, and
    /// connects them; attaches the app delegate's window to the scene.
    private func connectScene(for delegate: any UIApplicationDelegate) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication, application: application,
                                     identifier: UUID().uuidString)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let scene = (configuration.sceneClass ?? UIWindowScene.self).init(session: session, connectionOptions: options)
        session.scene = scene
        scenes.append(scene)
        delegate.window?.windowScene = scene
        if let delegateClass = configuration.delegateClass {
            let sceneDelegate = delegateClass.init()
            scene.delegate = sceneDelegate
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
        }
        return scene
    }

    private func becomeActive(_ scene: UIScene) {
        step(scene, to: .foregroundActive, .active, posting: UIApplication.didBecomeActiveNotification,
             scene: { $0.sceneDidBecomeActive($1) }, app: { $0.applicationDidBecomeActive($1) })
    }

    private func resignActive(_ scene: UIScene) {
        step(scene, to: .foregroundInactive, .inactive, posting: UIApplication.willResignActiveNotification,
             scene: { $0.sceneWillResignActive($1) }, app: { $0.applicationWillResignActive($1) })
    }

    /// One step of the life cycle: the scene and the application take their new states, then the scene
    /// delegate hears of it — or, for an app without one, the app delegate — and the notification is
    /// posted.
    private func step(_ scene: UIScene, to sceneState: UIScene.ActivationState, _ applicationState: UIApplication.State,
                      posting name: Notification.Name, scene sceneCall: (any UISceneDelegate, UIScene) -> Void,
                      app appCall: (any UIApplicationDelegate, UIApplication) -> Void) {
        scene.activationState = sceneState
        application.applicationState = applicationState
        if let sceneDelegate = scene.delegate {
            sceneCall(sceneDelegate, scene)
        } else if let delegate = application.delegate {
            appCall(delegate, application)
        }
        post(name)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: application)
    }
}
