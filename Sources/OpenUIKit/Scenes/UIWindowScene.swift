import Foundation

/// A scene that shows windows on a screen, as UIKit's `UIWindowScene`: the scene of a Linux app's
/// host window, on the runtime's ``UIScreen``.
@MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on: the application's runtime's.
    public var screen: UIScreen { session.application.runtime?.screen ?? UIScreen.main }

    /// The windows attached to the scene (``UIWindow/windowScene``), back to front.
    public var windows: [UIWindow] { session.application.windows.filter { $0.windowScene === self } }

    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The orientation of the scene's interface: its screen's.
    public var interfaceOrientation: UIInterfaceOrientation { screen.orientation }

    /// The traits of the scene's environment: its screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's status bar: its frame, style and whether it is hidden.
    public var statusBarManager: UIStatusBarManager? {
        if let storedStatusBarManager { return storedStatusBarManager }
        let manager = UIStatusBarManager(scene: self)
        storedStatusBarManager = manager
        return manager
    }
    private var storedStatusBarManager: UIStatusBarManager?
}
