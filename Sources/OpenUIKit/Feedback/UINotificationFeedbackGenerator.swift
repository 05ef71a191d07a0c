import Foundation

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    override var kind: FeedbackEvent.Generator { .notification }

    /// A task finished with `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }
}
