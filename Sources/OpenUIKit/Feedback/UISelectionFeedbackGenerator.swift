import Foundation

/// Feedback for a changed selection (a picker wheel's tick), as UIKit's `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed.
    open func selectionChanged() {
        record(.selectionChanged)
    }
}
