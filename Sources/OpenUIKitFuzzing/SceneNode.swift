import OpenUIKit

/// One view of a fuzz scene: the scene's strong reference (dropped when the view is forgotten), a weak
/// one that proves the view is released once forgotten, the presented controller whose view holds it
/// (nil: the root view controller's), and the reaction its control runs, if any.
@MainActor
final class SceneNode {
    let index: Int
    /// The index of the ``SceneController`` it belongs to; nil for the root view controller's view.
    let owner: Int?
    private(set) var strongView: UIView?
    weak var view: UIView?
    var reaction: Reaction?

    init(index: Int, view: UIView, owner: Int? = nil) {
        self.index = index
        self.owner = owner
        self.strongView = view
        self.view = view
    }

    var control: UIControl? { view as? UIControl }
    var isForgotten: Bool { strongView == nil }

    /// The controller the scene dropped together with this view, when the view was inside it then.
    private(set) var forgottenWithController: Int?

    func forget(withController controller: Int? = nil) {
        strongView = nil
        forgottenWithController = controller
    }

    /// What a control does from inside one of its own actions: the re-entrant cases of issue 8
    /// (presenting from, or dismissing, the controller that shows it included).
    struct Reaction {
        enum Effect: CaseIterable {
            case disableSelf, removeSelf, hideSelf, removeAllTargets, addTarget, releaseTarget, nestedCancel, nestedDown
            case presentFromOwner, dismissOwner
        }
        let event: UIControl.Event
        let effect: Effect
    }
}
