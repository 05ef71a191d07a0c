import Foundation

/// Remembers whether the keyboard is up, and where, from the keyboard notifications themselves.
///
/// UIKit has no API that says whether the keyboard is shown; its own views learn it from
/// `keyboardWillShowNotification` / `keyboardWillHideNotification`. There is no software keyboard on
/// Linux and hosts, apps and tests post those notifications directly (``UIResponder``'s keyboard
/// notifications), so the engine listens for them once for the whole process — not at each place that
/// posts — and records the end frame on the current ``UIApplication/shared`` application. A form sheet
/// reads it when its presentation starts, so a sheet presented while the keyboard is up is placed
/// above it from its first frame, as UIKit moves a form sheet out of the keyboard's way.
extension UIApplication {
    /// The process's one pair of keyboard observers, added by the first application created. They
    /// live as long as the process (they hold no application: each notification goes to the shared one
    /// of the moment).
    private static let keyboardObservers: [any NSObjectProtocol] = {
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                      queue: nil) { notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { UIApplication.shared.keyboardFrame = frame }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                      queue: nil) { _ in
            MainActor.assumeIsolated { UIApplication.shared.keyboardFrame = nil }
        }
        return [show, hide]
    }()

    /// Adds the keyboard observers if no application added them yet.
    static func startTrackingKeyboard() {
        _ = keyboardObservers
    }
}
