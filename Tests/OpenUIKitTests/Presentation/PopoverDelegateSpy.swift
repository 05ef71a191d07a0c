import OpenUIKit

@MainActor
final class PopoverDelegateSpy: UIPopoverPresentationControllerDelegate {
    var adaptiveStyle: UIModalPresentationStyle = .fullScreen
    var allowsDismiss = true
    var shouldDismissCalls = 0
    var didDismissCalls = 0

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle
    }

    func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
        shouldDismissCalls += 1
        return allowsDismiss
    }

    func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
        didDismissCalls += 1
    }
}
