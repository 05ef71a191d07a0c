import Foundation

/// The root view of a container controller whose bars hug the screen's bottom edge (a
/// ``UITabBarController``'s tab bar, a ``UINavigationController``'s toolbar): each time it lays out —
/// a resize, a rotation, a change of safe area — it runs the controller's ``layoutHandler``, so the bars
/// and the content follow the window as UIKit's do, whatever the app's subclass overrides.
@MainActor
final class ContainerControllerView: UIView {
    /// Places the container's bars and content; set by the controller, holding it weakly.
    var layoutHandler: (@MainActor () -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutHandler?()
    }
}
