import Foundation

extension AppRuntime {
    /// Records that the keyboard now covers `frame` (window coordinates; nil: hidden) and moves the
    /// form sheets following it over `animationDuration` (at once for 0), back to front — what UIKit
    /// does when the keyboard changes. The keyboard notifications land here
    /// (`UIApplication+Keyboard.swift`); a host that simulates a keyboard calls it when it shows or
    /// hides one, before posting the notifications, which then find nothing left to change.
    ///
    /// A frame equal to the recorded one changes nothing: UIKit posts no change when the keyboard
    /// does not move, and a notification repeating what the host recorded must not restart the
    /// sheets' animations.
    public func keyboardChanged(to frame: CGRect?, animationDuration: TimeInterval = 0) {
        guard frame != keyboard.frame else { return }
        keyboard.frame = frame
        for window in application.windows {
            for container in window.presentationContainers {
                guard let presentation = container.presentation, presentation.followsKeyboard else { continue }
                presentation.keyboardChanged(duration: animationDuration)
            }
        }
    }
}
