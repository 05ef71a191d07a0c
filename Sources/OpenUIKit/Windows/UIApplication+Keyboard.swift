import Foundation

/// Remembers whether the keyboard is up, and where, from the keyboard notifications themselves, and
/// tells the form sheets on screen.
///
/// UIKit has no API that says whether the keyboard is shown; its own views learn it from
/// `keyboardWillShowNotification` / `keyboardWillHideNotification`. There is no software keyboard on
/// Linux and hosts, apps and tests post those notifications directly (``UIResponder``'s keyboard
/// notifications), so the engine listens for them once for the whole process — not at each place that
/// posts, nor in each form sheet — and records the end frame in the ``AppRuntime/keyboard`` of the
/// runtime of the code that posted it (``AppRuntime/current``: a test's notification reaches that
/// test's app only). A form sheet reads it when its presentation starts, so a sheet presented while the
/// keyboard is up is placed above it from its first frame, as UIKit moves a form sheet out of the
/// keyboard's way; later changes reach the sheets in the application's windows from here, with the
/// notification's animation duration.
extension UIApplication {
    /// The process's one pair of keyboard observers, added by the first application created. They
    /// live as long as the process (they hold no application: each notification goes to the runtime of
    /// the code that posted it).
    private static let keyboardObservers: [any NSObjectProtocol] = {
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                      queue: nil) { notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            UIApplication.onMainThread(notification) { AppRuntime.current.keyboardChanged(to: frame, animationDuration: duration ?? 0) }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                      queue: nil) { notification in
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            UIApplication.onMainThread(notification) { AppRuntime.current.keyboardChanged(to: nil, animationDuration: duration ?? 0) }
        }
        return [show, hide]
    }()

    /// Runs `body` on the main actor for a keyboard notification, which UIKit posts on the main thread
    /// only. One posted on another thread is ignored, with a `keyboard.offMainThread` warning reported on
    /// the main actor, rather than trapping in `MainActor.assumeIsolated`.
    ///
    /// "The main thread" is the process's first thread (where a host runs its event loop) or the main
    /// dispatch queue's, whichever thread serves it: a process that calls `dispatchMain()`, as the test
    /// runner does on Linux, serves the main queue — and the main actor — from another thread.
    nonisolated static func onMainThread(_ notification: Notification, _ body: @MainActor () -> Void) {
        guard MainQueue.isCurrent else {
            let name = notification.name.rawValue
            Task { @MainActor in
                Diagnostics.warn("keyboard.offMainThread", "\(name) was posted off the main thread and ignored; "
                                 + "keyboard notifications are posted on the main thread")
            }
            return
        }
        MainActor.assumeIsolated(body)
    }

    /// Adds the keyboard observers if no application added them yet, and marks the main queue.
    static func startTrackingKeyboard() {
        _ = MainQueue.isCurrent
        _ = keyboardObservers
    }
}
