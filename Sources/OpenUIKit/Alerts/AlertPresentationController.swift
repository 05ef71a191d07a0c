import Foundation

/// The presentation of a ``UIAlertController`` (UIKit's private `_UIAlertControllerPresentationController`
/// family). A popover presentation controller, so that an action sheet's
/// ``UIViewController/popoverPresentationController`` can be configured before presenting, as in UIKit;
/// only a regular-width action sheet is shown as a popover. Otherwise:
/// - an alert is centred (moved up above a shown keyboard is not done yet), on the dimmed screen; it
///   fades in while shrinking from 1.2 times its size in a quarter of a second and fades out on
///   dismissal (an approximation of iOS's alert animation; UIKit does not document it);
/// - a compact-width action sheet sits 8 points above the bottom, centred at the portrait width less
///   8 points each side, on the dimmed screen, and slides up (as a sheet, in 0.3 s).
/// A tap on the dimming: nothing for an alert; the cancel action for an action sheet (a popover action
/// sheet without one just dismisses, as any popover).
@MainActor
final class AlertPresentationController: UIPopoverPresentationController {
    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    /// An action sheet is a popover only in a regular width; in a compact width it is not adapted to
    /// full screen but shown at the bottom (`.custom` here). An alert stays `.custom`.
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard alert?.preferredStyle == .actionSheet, traitCollection.horizontalSizeClass != .compact else {
            return .custom
        }
        return .popover
    }

    /// Only an action sheet shown as a popover needs an anchor: UIKit raises for a missing one on iPad
    /// and shows the same sheet at the bottom of an iPhone with no anchor.
    override func requiresAnchor(for style: UIModalPresentationStyle) -> Bool { style == .popover }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let alert, let containerView, presentationStyle != .popover else {
            return super.frameOfPresentedViewInContainerView
        }
        let bounds = containerView.bounds
        let view = alert.view as? AlertView
        switch alert.preferredStyle {
        case .alert:
            let width = min(AlertView.alertWidth, bounds.width)
            let height = min(view?.height(forWidth: width) ?? 0, bounds.height)
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        case .actionSheet:
            let margin = AlertView.groupSpacing
            let width = max(min(bounds.width, bounds.height) - 2 * margin, 0)
            let height = min(view?.height(forWidth: width) ?? 0, bounds.height - 2 * margin)
            return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - margin - height, width: width, height: height)
        }
    }

    override func dimsContainer(presentedFrame: CGRect) -> Bool { presentationStyle != .popover }
    /// An alert dims the tint of the content behind it, as UIKit's do.
    override var dimsTintBehind: Bool { true }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        alert?.alertView?.updateButtons()
    }

    override func transitionChanges(for view: UIView, finalFrame: CGRect,
                                    in bounds: CGRect) -> [TransitionAnimator.Change] {
        guard alert?.preferredStyle == .alert else {
            return super.transitionChanges(for: view, finalFrame: finalFrame, in: bounds)
        }
        if isDismissing { return [TransitionAnimator.Change(view: view, fromAlpha: 0, toAlpha: 1)] }
        let grown = finalFrame.insetBy(dx: -finalFrame.width * 0.1, dy: -finalFrame.height * 0.1)
        return [TransitionAnimator.Change(view: view, from: grown, to: finalFrame, fromAlpha: 0, toAlpha: 1)]
    }

    override var transitionDuration: TimeInterval {
        alert?.preferredStyle == .alert ? 0.25 : super.transitionDuration
    }

    override func dimmingViewWasTapped() {
        guard let alert, alert.preferredStyle == .actionSheet else { return }
        if let cancel = alert.cancelAction {
            alert.choose(cancel)
        } else if presentationStyle == .popover {
            super.dimmingViewWasTapped()
        }
    }

    /// Return chooses the ``UIAlertController/preferredAction``, else the only action that is not the
    /// cancel action (iPadOS answers Return in an alert with its default button); Escape chooses the
    /// cancel action, or dismisses a popover action sheet without one. Disabled actions are ignored.
    override func handleKeyPress(_ key: UIKeyboardHIDUsage) -> Bool {
        guard let alert, !isDismissing, !alert.isBeingPresented else { return false }
        let action: UIAlertAction?
        switch key {
        case .keyboardEscape:
            guard let cancel = alert.cancelAction else {
                return presentationStyle == .popover && super.handleKeyPress(key)
            }
            action = cancel
        case .keyboardReturnOrEnter, .keypadEnter:
            let others = alert.actions.filter { $0.style != .cancel }
            action = alert.preferredAction ?? (others.count == 1 ? others.first : nil)
        default:
            action = nil
        }
        guard let action, action.isEnabled else { return false }
        alert.choose(action)
        return true
    }
}
