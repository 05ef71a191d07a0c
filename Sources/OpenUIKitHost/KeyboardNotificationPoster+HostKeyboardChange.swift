import OpenUIKit

extension KeyboardNotificationPoster {
    /// Posts the keyboard notifications for the host's simulated keyboard changing.
    public func post(for change: HostKeyboardChange) {
        post(isVisible: change.isVisible, beginFrame: change.beginFrame, endFrame: change.endFrame,
             animationDuration: change.animationDuration)
    }
}
