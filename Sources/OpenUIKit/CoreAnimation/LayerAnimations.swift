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

    /// Brings the presentation up to `time`: the model's properties, then each animation's value.
    func present(_ model: CALayer, at time: CFTimeInterval) {
        presentation.takeProperties(of: model)
        for entry in entries { entry.animation.present(into: presentation, at: time) }
    }
}
