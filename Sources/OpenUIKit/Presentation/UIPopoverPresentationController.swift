import Foundation

/// The presentation of a controller whose style is ``UIModalPresentationStyle/popover``, as UIKit's
/// `UIPopoverPresentationController`: the content floats next to an anchor — ``sourceRect`` in
/// ``sourceView``, or a ``barButtonItem`` — with an arrow pointing at it, and a tap outside dismisses it
/// unless the content is modal (``UIViewController/isModalInPopover`` or
/// ``UIViewController/isModalInPresentation``), the delegate refuses, or the touch is on one of the
/// ``passthroughViews`` (which then receives it). In a compact width it adapts to full screen unless the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` returns ``UIModalPresentationStyle/none``.
/// Placement is in `UIPopoverPresentationController+Layout.swift`.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view that contains ``sourceRect``.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the arrow points at; a null or zero rectangle means the view's
    /// bounds (UIKit's behaviour since iOS 13).
    open var sourceRect: CGRect = .zero
    /// A bar button item to point at instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point; the first that lets the popover fit wins, in the order up,
    /// down, left, right.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Views that keep receiving touches while the popover is shown; a touch on them does not dismiss.
    open var passthroughViews: [UIView]?
    /// The distance the popover keeps from the window's edges (10 points each side by default).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The popover's background and arrow color.
    open var backgroundColor: UIColor? {
        didSet { backgroundView.setNeedsDisplay() }
    }
    /// The direction the arrow points while shown; ``UIPopoverArrowDirection/unknown`` otherwise.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// Draws the rounded background and the arrow around the content.
    let backgroundView = PopoverBackgroundView()

    /// A popover presentation of `presentedViewController`; UIKit makes it for a controller whose
    /// `modalPresentationStyle` is `.popover`, and so does OpenUIKit.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backgroundView.popover = self
    }

    /// The popover content's frame (without the arrow) when shown as a popover.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard presentationStyle == .popover, let containerView else { return super.frameOfPresentedViewInContainerView }
        return placement(in: containerView.bounds).frame
    }

    /// False for a popover, which floats over its presenter, so the presenter's view stays in the window.
    open override var shouldRemovePresentersView: Bool {
        presentationStyle == .popover ? false : super.shouldRemovePresentersView
    }

    // MARK: Engine hooks

    override func installChrome(in container: UIView) {
        guard presentationStyle == .popover else { return }
        container.addSubview(backgroundView)
    }

    override func layoutChrome(presentedFrame: CGRect) {
        guard presentationStyle == .popover, let containerView else { return }
        let placement = placement(in: containerView.bounds)
        arrowDirection = placement.arrow
        backgroundView.arrowDirection = placement.arrow
        backgroundView.arrowPosition = placement.arrowPosition
        backgroundView.frame = placement.frame.inset(by: placement.arrowInsets)
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.clipsToBounds = true
    }

    override func transitionChanges(for view: UIView, finalFrame: CGRect,
                                    in bounds: CGRect) -> [TransitionAnimator.Change] {
        guard presentationStyle == .popover else {
            return super.transitionChanges(for: view, finalFrame: finalFrame, in: bounds)
        }
        return [TransitionAnimator.Change(view: view, fromAlpha: 0, toAlpha: 1),
                TransitionAnimator.Change(view: backgroundView, fromAlpha: 0, toAlpha: 1)]
    }

    /// A popover fades in and out in about a fifth of a second (measured; UIKit does not document it).
    override var transitionDuration: TimeInterval {
        presentationStyle == .popover ? 0.2 : super.transitionDuration
    }

    override func dimmingViewPassesTouch(at point: CGPoint) -> Bool {
        guard presentationStyle == .popover, let passthroughViews else { return false }
        return passthroughViews.contains { view in
            guard view.window != nil, view.window === dimmingView.window else { return false }
            let local = view.convert(point, from: dimmingView)
            return view.point(inside: local, with: nil)
        }
    }

    override func dimmingViewWasTapped() {
        guard presentationStyle == .popover, !isDismissing, animator == nil,
              !Self.isModal(presentedViewController) else { return }
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        if popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false { return }
        if delegate?.presentationControllerShouldDismiss(self) == false { return }
        presentedViewController.dismiss(animated: true) { [self] in
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// Whether presenting in `style` (after adaptation) needs ``sourceView`` or ``barButtonItem``: always
    /// for a popover, as UIKit raises without one even where the popover adapts to full screen; an
    /// action sheet needs one only when shown as a popover (`AlertPresentationController`).
    func requiresAnchor(for style: UIModalPresentationStyle) -> Bool { true }

    /// Whether the content, or a child of it on screen, refuses dismissal by a touch outside.
    static func isModal(_ controller: UIViewController) -> Bool {
        if controller.isModalInPopover || controller.isModalInPresentation { return true }
        guard let view = controller.viewIfLoaded else { return false }
        return controller.children.contains { child in
            child.viewIfLoaded?.isDescendant(of: view) == true && isModal(child)
        }
    }
}
