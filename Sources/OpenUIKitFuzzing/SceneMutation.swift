/// A change a fuzz run makes to its scene between (or, through reactions, during) input dispatches.
/// Indexes name the scene's nodes, recognizers and targets; an index that no longer fits does nothing.
public enum SceneMutation: Sendable, Equatable {
    /// `removeFromSuperview()` on a node.
    case removeView(Int)
    /// Adds a node to another node (nil: the window), possibly moving it; cycles are refused by the engine.
    case addView(Int, toParent: Int?)
    /// The scene drops its strong reference to a node after removing it: it must then be released.
    case forgetView(Int)
    /// Sets `isEnabled` of a control node.
    case setEnabled(Int, Bool)
    case setHidden(Int, Bool)
    case setUserInteractionEnabled(Int, Bool)
    case setExclusiveTouch(Int, Bool)
    /// Detaches a recognizer from its view.
    case removeRecognizer(Int)
    /// Attaches a recognizer to a node.
    case attachRecognizer(Int, toNode: Int)
    case setRecognizerEnabled(Int, Bool)
    /// The scene drops its strong reference to a target-action target: it must then be released.
    case releaseTarget(Int)
}
