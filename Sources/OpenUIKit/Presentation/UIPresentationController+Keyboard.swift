import Foundation

/// A form sheet moves up while the keyboard is shown, as UIKit moves it ("If the modal view makes use
/// of the keyboard the modal view is moved upwards to make room"): it is centred in the space above the
/// keyboard, no higher than ``keyboardTopMargin`` below the top.
///
/// The sheet follows the keyboard from the start of its presentation, reading the keyboard's frame
/// from its runtime's one record (``AppRuntime/keyboard``), so a sheet presented while the keyboard
/// is up is laid out above it from its first frame. The runtime, which records every keyboard change
/// once, tells the sheets in its windows of each change: a sheet adds no observer of its
/// own (adding and removing a pair of observers cost 3 % of issue 7's modal cycle). A change
/// while the sheet is laid out moves it over the duration the notification gives (at once without
/// one), alongside the keyboard; a change while a transition or an earlier move is running sends that
/// animation to the new place instead, so the sheet ends where the keyboard lets it. A sheet being
/// dismissed no longer moves.
extension UIPresentationController {
    func startFollowingKeyboard() {
        guard presentationStyle == .formSheet else { return }
        followsKeyboard = true
    }

    func stopFollowingKeyboard() {
        followsKeyboard = false
    }

    /// The keyboard's frame in window coordinates while it is shown and this presentation follows it:
    /// the runtime's record (of the container's window's application; of the current runtime before
    /// the container is in a window).
    var keyboardFrame: CGRect? {
        guard followsKeyboard else { return nil }
        return (containerView?.owningRuntime ?? AppRuntime.current).keyboard.frame
    }

    /// The keyboard moved (``keyboardFrame`` already says where), over `duration`.
    func keyboardChanged(duration: TimeInterval) {
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
