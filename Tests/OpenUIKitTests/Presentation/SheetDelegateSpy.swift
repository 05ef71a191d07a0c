import OpenUIKit

/// A sheet delegate that records, in order, what the sheet told it, and can refuse a dismissal.
@MainActor
final class SheetDelegateSpy: UISheetPresentationControllerDelegate {
    var allowsDismiss = true
    private(set) var events: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("detent:\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}
