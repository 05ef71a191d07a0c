import Foundation

/// The life-cycle notifications UIKit posts on `NotificationCenter.default`, with the application as
/// their object, whether or not the app uses scenes (Apple: "UIKit posts a didBecomeActiveNotification
/// regardless of whether your app uses scenes"). The center is the process's: a test that observes
/// them passes its application as the object, since other tests' apps post there too.
extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
    nonisolated public static let didFinishLaunchingNotification =
        Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active, after the delegate heard of it.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active, after the delegate heard of it.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background, after the delegate heard of it.
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is coming back from the background (not at launch, as in UIKit).
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is ending, after `applicationWillTerminate(_:)`.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
