import Foundation

/// A form sheet moves up while the keyboard is shown, as UIKit moves it ("If the modal view makes use
/// of the keyboard the modal view is moved upwards to make room"): it is centred in the space above the
/// keyboard, no higher than ``keyboardTopMargin`` below the top.
///
/// The sheet follows the keyboard from the start of its presentation, taking the keyboard's current
/// frame from ``UIApplication`` (`UIApplication+Keyboard.swift`), so a sheet presented while the keyboard
/// is up is laid out above it from its first frame. The application, which reads every keyboard
/// notification once, tells the sheets in its windows of each change: a sheet adds no observer of its
/// own (adding and removing a pair of observers cost 3 % of issue 7's modal cycle). A change
/// while the sheet is laid out moves it over the duration the notification gives (at once without
/// one), alongside the keyboard; a change while a transition or an earlier move is running sends that
/// animation to the new place instead, so the sheet ends where the keyboard lets it. A sheet being
/// dismissed no longer moves.
extension UIPresentationController {
    func startFollowingKeyboard() {
        guard presentationStyle == .formSheet else { return }
        followsKeyboard = true
        keyboardFrame = UIApplication.shared.keyboardFrame
    }

    func stopFollowingKeyboard() {
        followsKeyboard = false
        keyboardFrame = nil
    }

    /// The keyboard now covers `frame` (window coordinates; nil when hidden), moving over `duration`.
    func keyboardChanged(to frame: CGRect?, duration: TimeInterval) {
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
