import OpenUIKit

/// A view controller a fuzz scene presents: the scene's strong reference (dropped by
/// ``SceneMutation/dropController(_:)``), a weak one that proves the controller is released once it is
/// dismissed and dropped, and the indexes of the scene nodes (controls and buttons) inside its view.
@MainActor
final class SceneController {
    let index: Int
    private(set) var strongController: UIViewController?
    weak var controller: UIViewController?
    /// How it was asked to be shown, for the scene's description.
    let request: PresentationRequest
    /// Set by the presentation's completion: an alert that was never shown must run no handler.
    var wasShown = false
    /// The alert actions whose handlers ran (indexes into the alert's actions): each runs at most once.
    var handledActions: Set<Int> = []

    init(index: Int, controller: UIViewController, request: PresentationRequest) {
        self.index = index
        self.strongController = controller
        self.controller = controller
        self.request = request
    }

    var isDropped: Bool { strongController == nil }

    func drop() {
        strongController = nil
    }
}
