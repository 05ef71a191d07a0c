import Foundation

/// UIKit's `UIAccessibility` namespace: notifications an app posts to assistive technologies, and
/// whether one is running.
///
/// On Linux no screen reader listens, so a posted notification goes to the current runtime's
/// ``AppRuntime/accessibilityNotificationHandler``: a `TestHost` records them there, so a test can
/// check that a screen change or an announcement was posted, as an XCUITest author would check what
/// VoiceOver is told.
@MainActor
public enum UIAccessibility {
    /// Tells assistive technologies that something changed, as UIKit's `post(notification:argument:)`:
    /// `.screenChanged` and `.layoutChanged` take the element to move to (or nil), `.announcement` the
    /// string to speak. Delivered to the current runtime's handler, if one is installed; otherwise
    /// nothing happens, as on iOS with VoiceOver off.
    public static func post(notification: Notification, argument: Any?) {
        AppRuntime.current.accessibilityNotificationHandler?(notification, argument)
    }

    /// Whether VoiceOver is running: false, as no screen reader runs on Linux.
    public static var isVoiceOverRunning: Bool { false }

    /// Whether the user asked for less motion: the current app's ``AppRuntime/isReduceMotionEnabled``.
    public static var isReduceMotionEnabled: Bool { AppRuntime.current.isReduceMotionEnabled }

    /// Whether the user asked for less transparency: the current app's
    /// ``AppRuntime/isReduceTransparencyEnabled``.
    public static var isReduceTransparencyEnabled: Bool { AppRuntime.current.isReduceTransparencyEnabled }

    /// Posted when ``isReduceMotionEnabled`` changes.
    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Posted when ``isReduceTransparencyEnabled`` changes.
    public static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
