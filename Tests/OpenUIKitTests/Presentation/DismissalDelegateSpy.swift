import OpenUIKit

/// A presentation delegate that records the user-dismissal questions and can refuse.
@MainActor
final class DismissalDelegateSpy: UIAdaptivePresentationControllerDelegate {
    var allowsDismiss = true
    var shouldDismissCalls = 0
    var didDismissCalls = 0

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        shouldDismissCalls += 1
        return allowsDismiss
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismissCalls += 1
    }
}
