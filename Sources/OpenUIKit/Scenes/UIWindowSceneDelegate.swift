import Foundation

/// A scene delegate that keeps the scene's window, as UIKit's `UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. Optional: the extension's answers nil and ignores a set.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window: a delegate that does not declare `window` keeps its windows itself.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
