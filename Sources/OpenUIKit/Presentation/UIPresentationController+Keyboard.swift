import Foundation

/// A form sheet moves up while the keyboard is shown, as UIKit moves it ("If the modal view makes use
/// of the keyboard the modal view is moved upwards to make room"): it is centred in the space above the
/// keyboard, no higher than ``keyboardTopMargin`` below the top.
///
/// The sheet listens from the start of its presentation, taking the keyboard's current frame from
/// ``UIApplication`` (`UIApplication+Keyboard.swift`), so a sheet presented while the keyboard is up is
/// laid out above it from its first frame. A change while the sheet is laid out moves it over the
/// duration the notification gives (at once without one), alongside the keyboard; a change while a
/// transition or an earlier move is running sends that animation to the new place instead, so the
/// sheet ends where the keyboard lets it. A sheet being dismissed no longer moves.
extension UIPresentationController {
    func startObservingKeyboard() {
        guard presentationStyle == .formSheet, keyboardObservers.isEmpty else { return }
        keyboardFrame = UIApplication.shared.keyboardFrame
        let center = NotificationCenter.default
        let show = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                      queue: nil) { [weak self] notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            UIApplication.onMainThread(notification) { self?.keyboardChanged(to: frame, duration: duration ?? 0) }
        }
        let hide = center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                      queue: nil) { [weak self] notification in
            let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
            UIApplication.onMainThread(notification) { self?.keyboardChanged(to: nil, duration: duration ?? 0) }
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
        guard !isDismissing, let containerView, let view = presentedView else { return }
        if let animator {
            animator.retarget(view, to: frameOfPresentedViewInContainerView)
            return
        }
        // While the presentation sets up or completes (its callbacks) there is no animation to join:
        // the sheet is placed at once, and a starting transition animates to that place.
        guard duration > 0, duration.isFinite, !presentedViewController.isBeingPresented else {
            containerView.setNeedsLayout()
            containerView.layoutIfNeeded()
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
