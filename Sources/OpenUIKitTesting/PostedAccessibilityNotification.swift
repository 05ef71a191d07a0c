import Foundation
import OpenUIKit

/// One call of `UIAccessibility.post(notification:argument:)` that a ``TestHost`` recorded, in the
/// order the app posted them (``TestHost/postedAccessibilityNotifications``).
@MainActor
public struct PostedAccessibilityNotification {
    /// What was posted (`.screenChanged`, `.announcement`, …).
    public let notification: UIAccessibility.Notification
    /// The argument: the element to move to, or the string to speak.
    public let argument: Any?

    /// The argument as a string, for an announcement; nil otherwise.
    public var announcement: String? {
        guard notification == .announcement else { return nil }
        return argument as? String
    }
}
