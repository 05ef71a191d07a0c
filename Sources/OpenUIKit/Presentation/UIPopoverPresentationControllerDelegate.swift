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
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }

    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
}
