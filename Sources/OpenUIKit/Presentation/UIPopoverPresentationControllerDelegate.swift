/// What a popover asks its delegate, as UIKit's `UIPopoverPresentationControllerDelegate`, on top of
/// the adaptive questions (return ``UIModalPresentationStyle/none`` from
/// `adaptivePresentationStyle(for:traitCollection:)` to keep a popover on a phone).
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Whether a touch outside the popover may dismiss it; default true.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Called after a touch outside dismissed the popover (not after a programmatic dismissal).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// UIKit's default: a touch outside may dismiss the popover.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }

    /// UIKit's default: nothing to do.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
}
