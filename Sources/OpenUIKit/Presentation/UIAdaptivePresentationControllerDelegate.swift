/// What a presentation asks its delegate, as UIKit's `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional: the defaults below are UIKit's behaviour without a delegate method.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the requested one in `traitCollection` (a compact width):
    /// ``UIModalPresentationStyle/none`` keeps the requested style. Defaults to
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to use in a compact width; defaults to ``UIModalPresentationStyle/fullScreen``.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether a dismissal the user started (a touch outside a popover) may happen; default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called after a dismissal the user started has finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's default: the answer of `adaptivePresentationStyle(for:)`, so a delegate that implements only
    /// that one is asked.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// UIKit's default: full screen in a compact width.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
    }

    /// UIKit's default: a swipe down (or Escape) may dismiss the sheet.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// UIKit's default: nothing to do.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
