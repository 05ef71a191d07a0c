import Foundation

/// Posts UIKit's keyboard notifications for a simulated keyboard.
///
/// `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` /
/// `keyboardWillHideNotification` go out at once, then `keyboardDidChangeFrameNotification` and
/// `keyboardDidShowNotification` / `keyboardDidHideNotification` when the animation's duration has
/// passed on the scheduler (iOS's order: will change frame, will show, did change frame, did show) (a change before then replaces the pending did-notification, so the last one
/// always matches the keyboard). The `userInfo` holds the begin and end frames (`CGRect`, window
/// coordinates — the window fills the screen), the duration, the curve and whether the keyboard is
/// this app's, under UIKit's keys. Each runtime owns one
/// for the keyboard that follows a text input (``AppRuntime/keyboardNotifications``), the window host
/// one for its keyboard toggle key; an app that draws its own keyboard panel can use the same poster so
/// both agree. A poster released before its did-notification is due cancels it: a
/// closed host posts nothing more.
@MainActor
public final class KeyboardNotificationPoster {
    /// The did-notification waiting for the animation to end, and the scheduler that holds it (a token
    /// only means something to its own scheduler: the current runtime's when it was posted).
    private var pendingDidNotification: (scheduler: Scheduler, token: Scheduler.Token)?

    /// Makes a poster with nothing pending; a host or an app that draws its own keyboard makes one and keeps
    /// it for as long as it posts.
    public init() {}

    isolated deinit {
        cancelPendingDidNotification()
    }

    /// Posts the notifications for the keyboard appearing (`isVisible`) or disappearing, moving from
    /// `beginFrame` to `endFrame` over `animationDuration` seconds.
    public func post(isVisible: Bool, beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval) {
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: beginFrame,
            UIResponder.keyboardFrameEndUserInfoKey: endFrame,
            UIResponder.keyboardAnimationDurationUserInfoKey: animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: UIView.AnimationCurve.easeInOut.rawValue,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let will = isVisible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
        let did = isVisible ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification
        cancelPendingDidNotification()
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(name: will, object: nil, userInfo: userInfo)
        let scheduler = Scheduler.main
        let token = scheduler.schedule(after: animationDuration) { [weak self] in
            self?.pendingDidNotification = nil
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            center.post(name: did, object: nil, userInfo: userInfo)
        }
        pendingDidNotification = token.map { (scheduler, $0) }
    }

    private func cancelPendingDidNotification() {
        guard let pending = pendingDidNotification else { return }
        pending.scheduler.cancel(pending.token)
        pendingDidNotification = nil
    }
}
