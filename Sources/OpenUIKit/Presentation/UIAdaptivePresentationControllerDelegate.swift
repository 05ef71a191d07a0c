/// What a presentation asks its delegate, as UIKit's `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional: the defaults below are UIKit's behaviour without a delegate method.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the requested one in `traitCollection` (a compact width):
    /// ``UIModalPresentationStyle/none`` keeps the requested style. Defaults to
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to use in a compact width; defaults to ``UIModalPresentationStyle/automatic``, which
    /// means no preference: the presentation's own (a card for a sheet, full screen for a popover; full
    /// screen for both with ``AppRuntime/CompactSheetStyle/fullScreen``).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether a dismissal the user started (a touch outside a popover, a swipe down or Escape on a
    /// sheet) may happen; default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen (after `presentationControllerShouldDismiss(_:)`
    /// agreed). A swipe the person takes back does not dismiss after all, as in UIKit.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refused: ``UIViewController/isModalInPresentation`` is
    /// true, or `presentationControllerShouldDismiss(_:)` answered false. Ask there what to do with
    /// unsaved changes, as UIKit apps do.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
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

    /// UIKit's default: no preference (``UIModalPresentationStyle/automatic``); the presentation adapts
    /// as it would without a delegate.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }

    /// UIKit's default: a swipe down (or Escape) may dismiss the sheet.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// UIKit's default: nothing to do.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    /// UIKit's default: nothing to do.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// UIKit's default: nothing to do.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
