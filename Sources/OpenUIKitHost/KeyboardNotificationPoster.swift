import Foundation
import OpenUIKit

/// Posts UIKit's keyboard notifications for the simulated keyboard.
///
/// `keyboardWillShowNotification` / `keyboardWillHideNotification` go out at once, then
/// `keyboardDidShowNotification` / `keyboardDidHideNotification` when the animation's duration has
/// passed on the scheduler (a change before then replaces the pending did-notification, so the last one
/// always matches the keyboard). The `userInfo` holds the begin and end frames (`CGRect`, window
/// coordinates — the window fills the screen) and the duration, under UIKit's keys. The host owns one
/// (``WindowHost/postKeyboardNotifications(for:)``); an app that draws its own keyboard panel can use
/// the same poster so both agree.
@MainActor
public final class KeyboardNotificationPoster {
    private var pendingDidNotification: Scheduler.Token?

    public init() {}

    public func post(for change: HostKeyboardChange) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: change.beginFrame,
            UIResponder.keyboardFrameEndUserInfoKey: change.endFrame,
            UIResponder.keyboardAnimationDurationUserInfoKey: change.animationDuration,
        ]
        let will = change.isVisible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
        let did = change.isVisible ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification
        if let pendingDidNotification { Scheduler.main.cancel(pendingDidNotification) }
        NotificationCenter.default.post(name: will, object: nil, userInfo: userInfo)
        pendingDidNotification = Scheduler.main.schedule(after: change.animationDuration) { [weak self] in
            self?.pendingDidNotification = nil
            NotificationCenter.default.post(name: did, object: nil, userInfo: userInfo)
        }
    }
}
