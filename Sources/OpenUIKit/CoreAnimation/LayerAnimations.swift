import Foundation

/// The explicit animations running on one layer (``CALayer/add(_:forKey:)``), in the order they
/// were added, and the copy of the layer they are drawn through: each frame the copy takes the
/// model's properties again and every animation writes its value for the time into it, later
/// animations over earlier ones (an additive one adds to what is there), as Core Animation builds a
/// presentation layer. Made when the first animation is added, gone when the last leaves.
@MainActor
final class LayerAnimations {
    /// One added animation: its key, the running copy, the transaction levels open when it was
    /// added (whose completion blocks wait for it), and whether its delegate heard it start and stop.
    struct Entry {
        let key: String?
        let animation: CAAnimation
        let transactions: [CATransactionState]
        var started = false
        var stopped = false
    }

    /// The layer drawn in the model's place: its properties with the animations' values.
    let presentation: CALayer
    /// The animations, in the order they were added.
    var entries: [Entry] = []

    init(presenting model: CALayer) {
        presentation = model.propertiesCopy()
    }

    /// Brings the presentation up to `time`: the model's properties (for a view's layer, what
    /// `UIView.animate` draws of them), then each animation's value.
    func present(_ model: CALayer, at time: CFTimeInterval) {
        presentation.takeProperties(of: model)
        model.owningView?.writeViewPresentation(into: presentation)
        for entry in entries { entry.animation.present(into: presentation, at: time) }
    }

    /// The newest transition among the animations that pictured an old rendering, whose picture the
    /// view draws going away.
    var transition: CATransition? {
        for entry in entries.reversed() {
            if let transition = entry.animation as? CATransition, transition.snapshot != nil { return transition }
        }
        return nil
    }

    /// Whether every animation has ended (those left are kept, `isRemovedOnCompletion` false): their
    /// values no longer change with time, so no frame needs stepping.
    var isSettled: Bool {
        entries.allSatisfy(\.stopped)
    }

    /// Whether one of the animations moves `path`.
    func animates(_ path: AnimatedKeyPath) -> Bool {
        entries.contains { $0.animation.animates(path) }
    }
}
