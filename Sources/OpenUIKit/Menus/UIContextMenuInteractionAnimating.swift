import Foundation

/// Lets a context menu's delegate add its own animations and completion to the menu's appearance or
/// disappearance, as UIKit's `UIContextMenuInteractionAnimating`.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the configuration's preview provider made, shown above the menu; nil when it
    /// made none (the pressed view is its own preview).
    var previewViewController: UIViewController? { get }
    /// Adds changes that run with the menu's animation.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block that runs once the menu has appeared or gone.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How a committed preview goes away, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview fades out with the menu (the default).
    case dismiss = 0
    /// The preview grows into the app's next screen.
    case pop = 1
}

/// The animator of a committed preview, as UIKit's `UIContextMenuInteractionCommitAnimating`.
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes away.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
