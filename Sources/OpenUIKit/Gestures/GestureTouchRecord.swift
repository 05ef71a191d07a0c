import Foundation

/// What the hit view has been told about one touch, while gesture recognizers may delay or cancel it.
@MainActor
final class GestureTouchRecord {
    /// How far the view's view of the touch has got.
    enum ViewDelivery {
        /// The view has not received `touchesBegan` (yet).
        case notBegun
        /// The view received `touchesBegan` and waits for the touch to end.
        case begun
        /// The view received `touchesEnded` or `touchesCancelled`: it is done with the touch.
        case finished
    }

    let touch: UITouch
    var delivery = ViewDelivery.notBegun
    /// A recognizer recognized with `cancelsTouchesInView`: the view gets nothing more for the touch.
    var isWithheld = false
    /// Phases held back from the view by `delaysTouchesBegan`/`delaysTouchesEnded`, oldest first
    /// (consecutive moves are coalesced into one).
    var heldPhases: [UITouch.Phase] = []

    init(touch: UITouch) {
        self.touch = touch
    }
}
