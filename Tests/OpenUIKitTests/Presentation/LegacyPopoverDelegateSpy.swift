import OpenUIKit

@MainActor
final class LegacyPopoverDelegateSpy: UIPopoverControllerDelegate {
    var didDismissCalls = 0
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) { didDismissCalls += 1 }
}
