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
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .fullScreen
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
