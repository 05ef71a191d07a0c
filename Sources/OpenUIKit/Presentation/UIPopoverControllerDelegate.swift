/// What a legacy ``UIPopoverController`` asks its delegate, as UIKit's `UIPopoverControllerDelegate`.
@MainActor
public protocol UIPopoverControllerDelegate: AnyObject {
    /// Whether a touch outside may dismiss the popover; default true.
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// Called after a touch outside dismissed the popover (not after ``UIPopoverController/dismissPopover(animated:)``).
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
}

extension UIPopoverControllerDelegate {
    /// UIKit's default: a touch outside may dismiss the popover.
    public func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    /// UIKit's default: nothing to do.
    public func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
}
