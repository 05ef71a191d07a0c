import Foundation

extension UIAccessibility {
    /// A notification an app posts with ``UIAccessibility/post(notification:argument:)``, as UIKit's
    /// `UIAccessibility.Notification`. UIKit does not document the raw values; these are OpenUIKit's.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number: OpenUIKit's own, stable within a build, not UIKit's.
        public let rawValue: UInt32

        /// A notification by number; an app posts the named ones (``screenChanged`` …).
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared; the argument is the element to focus, or nil for the first one.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is to be spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technology should pause (argument: which one).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Assistive technology may resume (argument: which one).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }
}
