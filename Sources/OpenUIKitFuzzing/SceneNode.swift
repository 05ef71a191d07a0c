import OpenUIKit

/// One view of a fuzz scene: the scene's strong reference (dropped when the view is forgotten), a weak
/// one that proves the view is released once forgotten, and the reaction its control runs, if any.
@MainActor
final class SceneNode {
    let index: Int
    private(set) var strongView: UIView?
    weak var view: UIView?
    var reaction: Reaction?

    init(index: Int, view: UIView) {
        self.index = index
        self.strongView = view
        self.view = view
    }

    var control: UIControl? { view as? UIControl }
    var isForgotten: Bool { strongView == nil }

    func forget() {
        strongView = nil
    }

    /// What a control does from inside one of its own actions: the re-entrant cases of issue 8.
    struct Reaction {
        enum Effect: CaseIterable {
            case disableSelf, removeSelf, hideSelf, removeAllTargets, addTarget, releaseTarget, nestedCancel, nestedDown
        }
        let event: UIControl.Event
        let effect: Effect
    }
}
