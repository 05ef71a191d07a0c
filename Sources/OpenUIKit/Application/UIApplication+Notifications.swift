import Foundation

/// The life-cycle notifications UIKit posts on `NotificationCenter.default`, with the application as
/// their object, whether or not the app uses scenes (Apple: "UIKit posts a didBecomeActiveNotification
/// regardless of whether your app uses scenes"). The center is the process's: a test that observes
/// them passes its application as the object, since other tests' apps post there too.
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification =
        Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
