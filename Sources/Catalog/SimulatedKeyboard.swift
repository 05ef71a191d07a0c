import Foundation
import OpenUIKit
import OpenUIKitHost

/// The software keyboard a desktop window does not have: the host's keyboard toggle key (K) shows or
/// hides it. Showing posts UIKit's `keyboardWillShowNotification` with the keyboard's end frame and
/// animation duration (hiding posts `keyboardWillHideNotification`), so a form sheet moves up out of
/// its way as on an iPad, and a grey panel stands for the keyboard at the bottom of the window.
@MainActor
final class SimulatedKeyboard {
    let window: UIWindow
    private(set) var panel: UIView?

    init(window: UIWindow) {
        self.window = window
    }

    func apply(_ change: HostKeyboardChange) {
        EventLog.record("keyboard: \(change.isVisible ? "shown" : "hidden")")
        let name = change.isVisible ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: change.endFrame,
            UIResponder.keyboardAnimationDurationUserInfoKey: change.animationDuration,
        ])
        panel?.removeFromSuperview()
        panel = nil
        guard change.isVisible else { return }
        let panel = UIView(frame: change.endFrame)
        panel.backgroundColor = UIColor(rgb: 0xD1D3D9)
        panel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let label = UILabel(frame: panel.bounds)
        label.text = "Keyboard (press K to hide)"
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(label)
        window.addSubview(panel)
        self.panel = panel
    }
}
