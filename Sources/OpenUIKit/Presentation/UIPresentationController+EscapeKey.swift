/// Escape on a hardware keyboard dismisses the frontmost presentation when the user may dismiss it,
/// as iPadOS does — with the rules of the dismissal a person starts by touch:
/// - a popover: as a tap outside it (``UIViewController/isModalInPopover`` /
///   ``UIViewController/isModalInPresentation`` refuse; the popover delegate and then the presentation
///   delegate are asked, and told once it is dismissed);
/// - a page or form sheet — also one adapted to full screen in a compact width, and a popover adapted
///   so — as swiping it down: refused while ``UIViewController/isModalInPresentation`` is true (and, for
///   a requested popover, ``UIViewController/isModalInPopover``); the delegate's
///   `presentationControllerShouldDismiss(_:)` may refuse; `presentationControllerDidDismiss(_:)` follows.
///   The requested style decides, whatever the adaptation shows (full screen, or the delegate's
///   over-full-screen): UIKit does not document Escape for adapted sheets; we follow the swipe down.
/// Full-screen, over-full-screen, context and custom presentations have no user dismissal in UIKit;
/// Escape leaves them alone, and does nothing while the presentation or dismissal transition runs
/// (the presentation is not in place yet, or already leaving). A form sheet moving for the keyboard
/// (`UIPresentationController+Keyboard.swift`) is not in a transition: Escape dismisses it, and the
/// dismissal first jumps the move to its end.
extension UIPresentationController {
    /// Starts the dismissal for Escape; returns whether it started.
    func dismissForEscapeKey() -> Bool {
        guard !isDismissing, !presentedViewController.isBeingPresented else { return false }
        if presentationStyle == .popover {
            dimmingViewWasTapped()
            return isDismissing
        }
        let requested = Self.normalized(presentedViewController.modalPresentationStyle)
        switch requested {
        case .pageSheet, .formSheet:
            guard !presentedViewController.isModalInPresentation else { return false }
        case .popover:
            guard !UIPopoverPresentationController.isModal(presentedViewController) else { return false }
        default:
            return false
        }
        if delegate?.presentationControllerShouldDismiss(self) == false { return false }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
