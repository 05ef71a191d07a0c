import Foundation

/// A form sheet moves up while the keyboard is shown, as UIKit moves it ("If the modal view makes use
/// of the keyboard the modal view is moved upwards to make room"): it is centred in the space above the
/// keyboard, no higher than ``keyboardTopMargin`` below the top. The sheet moves over the duration the
/// notification gives (at once without one), alongside the keyboard.
extension UIPresentationController {
    func startObservingKeyboard() {
        guard presentationStyle == .formSheet, keyboardObservers.isEmpty else { return }
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                      queue: nil) { [weak self] notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            MainActor.assumeIsolated { self?.keyboardChanged(to: frame, duration: duration ?? 0) }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                      queue: nil) { [weak self] notification in
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            MainActor.assumeIsolated { self?.keyboardChanged(to: nil, duration: duration ?? 0) }
        }
        keyboardObservers = [show, hide]
    }

    func stopObservingKeyboard() {
        for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
        keyboardObservers = []
        keyboardFrame = nil
    }

    private func keyboardChanged(to frame: CGRect?, duration: TimeInterval) {
        guard frame != keyboardFrame else { return }
        keyboardFrame = frame
        guard duration > 0, duration.isFinite, animator == nil, let view = presentedView else {
            containerView?.setNeedsLayout()
            containerView?.layoutIfNeeded()
            return
        }
        let move = TransitionAnimator(duration: duration,
                                      changes: [.init(view: view, from: view.frame, to: frameOfPresentedViewInContainerView)]) {
            [weak self] in self?.animator = nil
        }
        animator = move
        move.start()
    }
}
