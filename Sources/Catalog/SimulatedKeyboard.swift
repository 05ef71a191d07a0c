import Foundation
import OpenUIKit
import OpenUIKitHost

/// The software keyboard a desktop window does not have: the host's keyboard toggle key (K) shows or
/// hides it. Each change posts UIKit's keyboard notifications through the host's
/// `KeyboardNotificationPoster`, so a form sheet moves up out of its way as on an iPad, and a grey
/// panel stands for the keyboard at the bottom of the window.
@MainActor
final class SimulatedKeyboard {
    let window: UIWindow
    private let notifications: KeyboardNotificationPoster
    private(set) var panel: UIView?

    init(window: UIWindow, notifications: KeyboardNotificationPoster = KeyboardNotificationPoster()) {
        self.window = window
        self.notifications = notifications
    }

    func apply(_ change: HostKeyboardChange) {
        EventLog.record("keyboard: \(change.isVisible ? "shown" : "hidden")")
        notifications.post(for: change)
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
