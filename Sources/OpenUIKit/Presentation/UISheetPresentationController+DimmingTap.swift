import Foundation

/// A tap on the dimmed area above a card sheet dismisses it, as iOS 15–17 do for a sheet on iPhone
/// (the area is dimmed at the detents above ``UISheetPresentationController/largestUndimmedDetentIdentifier``;
/// where it is not dimmed, the touch goes through to the presenter instead).
///
/// The rules are those of the swipe down (`SheetDragController`), as a tap outside is the other way a
/// person dismisses a sheet: while ``UIViewController/isModalInPresentation`` is true, or when the
/// delegate's `presentationControllerShouldDismiss(_:)` refuses, the sheet stays and the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)` (Apple: "UIKit calls this method when
/// isModalInPresentation is true or presentationControllerShouldDismiss(_:) returns false"); otherwise
/// `presentationControllerWillDismiss(_:)`, the dismissal, then `presentationControllerDidDismiss(_:)`.
/// A tap during the presentation or dismissal transition does nothing.
extension UISheetPresentationController {
    /// Dismisses the card for a tap on the dimming view, or tells the delegate the attempt failed.
    func dismissForDimmingTap() {
        guard !isDismissing, !presentedViewController.isBeingPresented else { return }
        guard !presentedViewController.isModalInPresentation,
              delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
