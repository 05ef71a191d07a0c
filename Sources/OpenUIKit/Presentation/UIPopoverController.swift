import Foundation

/// The iPhone OS 3.2 popover API the article uses, as UIKit's (deprecated) `UIPopoverController`.
///
/// It is a thin layer over a ``UIModalPresentationStyle/popover`` presentation of the content
/// controller, presented by the controller that owns the view it is shown from (found through the
/// responder chain, else the window's root view controller). A legacy popover never adapts: it stays a
/// popover on a phone, as it was iPad-only API.
@MainActor
open class UIPopoverController {
    /// The controller shown in the popover. Setting it is ``setContentViewController(_:animated:)``
    /// without animation, so a visible popover shows the new controller, as in UIKit.
    open var contentViewController: UIViewController {
        get { content }
        set { setContentViewController(newValue, animated: false) }
    }
    /// The object asked whether a touch outside may dismiss the popover, and told when it did; held weakly,
    /// as in UIKit.
    open weak var delegate: (any UIPopoverControllerDelegate)?
    /// Views that keep receiving touches while the popover is shown.
    open var passthroughViews: [UIView]?

    private var content: UIViewController
    private let bridge = Bridge()

    /// A popover controller for `contentViewController`, as UIKit's (iPad-era) initializer; show it with
    /// `presentPopover(from:in:permittedArrowDirections:animated:)` and keep a reference while it is shown.
    public init(contentViewController: UIViewController) {
        content = contentViewController
        bridge.owner = self
    }

    /// UIKit raises ("-[UIPopoverController dealloc] reached while popover is still visible."). OpenUIKit
    /// reports that as the error diagnostic `popover.deallocatedWhileVisible` and dismisses the popover
    /// without animation (its delegate is gone and is not told), so no popover stays on screen that
    /// nothing controls any more.
    isolated deinit {
        guard isPopoverVisible else { return }
        Diagnostics.report(Diagnostic(code: "popover.deallocatedWhileVisible", severity: .error,
                                      message: "-[UIPopoverController dealloc] reached while popover is still visible."))
        content.presentingViewController?.dismiss(animated: false)
    }

    /// Replaces the controller shown in the popover, as UIKit's `setContentViewController(_:animated:)`.
    ///
    /// While the popover is visible the new controller takes the old one's place at once, pointing at
    /// the same anchor with the same permitted arrow directions: the old content is dismissed and the new
    /// one presented, both without animation and without telling the delegate, so each content
    /// controller hears its own disappearance and appearance callbacks. `animated` is accepted for
    /// UIKit's shape; UIKit animates the popover's size change, OpenUIKit swaps in one step. A new
    /// controller that cannot be presented (a child of a container, already presented) is reported by
    /// ``UIViewController/present(_:animated:completion:)`` and the popover is then no longer visible.
    open func setContentViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController !== content else { return }
        guard isPopoverVisible, let shown = content.popoverPresentationController,
              let presenter = content.presentingViewController else {
            content = viewController
            return
        }
        presenter.dismiss(animated: false)
        content = viewController
        show(from: presenter, permittedArrowDirections: shown.permittedArrowDirections, animated: false) {
            $0.sourceView = shown.sourceView
            $0.sourceRect = shown.sourceRect
            $0.barButtonItem = shown.barButtonItem
        }
    }

    /// The content's size in the popover: its ``UIViewController/preferredContentSize``.
    open var popoverContentSize: CGSize {
        get { contentViewController.preferredContentSize }
        set { contentViewController.preferredContentSize = newValue }
    }

    /// Whether the popover is on screen (and not being dismissed).
    open var isPopoverVisible: Bool {
        guard let presentation = contentViewController.storedPresentationController as? UIPopoverPresentationController
        else { return false }
        return presentation.isPresenting && !presentation.isDismissing
    }

    /// The direction the arrow points while shown, else ``UIPopoverArrowDirection/unknown``.
    open var popoverArrowDirection: UIPopoverArrowDirection {
        isPopoverVisible ? contentViewController.popoverPresentationController?.arrowDirection ?? .unknown : .unknown
    }

    /// Shows the popover pointing at `rect` in `view`. A view in no window with a view controller is
    /// refused with an error diagnostic (UIKit raises: "Popovers cannot be presented from a view which
    /// does not have a window").
    open func presentPopover(from rect: CGRect, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection,
                             animated: Bool) {
        guard let presenter = Self.owningController(of: view) else {
            Diagnostics.report(Diagnostic(code: "popover.noWindow", severity: .error,
                                          message: "Popovers cannot be presented from a view which does not have a window."))
            return
        }
        show(from: presenter, permittedArrowDirections: permittedArrowDirections, animated: animated) {
            $0.sourceView = view
            $0.sourceRect = rect
        }
    }

    /// Shows the popover pointing at a bar button item shown in a navigation bar.
    open func presentPopover(from item: UIBarButtonItem, permittedArrowDirections: UIPopoverArrowDirection,
                             animated: Bool) {
        guard let itemView = item.view, let presenter = Self.owningController(of: itemView) else {
            Diagnostics.report(Diagnostic(code: "popover.noWindow", severity: .error,
                                          message: "Popovers cannot be presented from a view which does not have a window."))
            return
        }
        show(from: presenter, permittedArrowDirections: permittedArrowDirections, animated: animated) {
            $0.barButtonItem = item
        }
    }

    /// Hides the popover, and whatever its content presented on top of it. The delegate is not told,
    /// as in UIKit.
    open func dismissPopover(animated: Bool) {
        guard isPopoverVisible else { return }
        content.presentingViewController?.dismiss(animated: animated)
    }

    private func show(from presenter: UIViewController, permittedArrowDirections: UIPopoverArrowDirection,
                         animated: Bool, anchor: (UIPopoverPresentationController) -> Void) {
        content.modalPresentationStyle = .popover
        guard let popover = content.popoverPresentationController else { return }
        anchor(popover)
        popover.permittedArrowDirections = permittedArrowDirections
        popover.passthroughViews = passthroughViews
        popover.delegate = bridge
        presenter.present(content, animated: animated)
    }

    private static func owningController(of view: UIView) -> UIViewController? {
        guard let window = view.window else { return nil }
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return window.rootViewController
    }

    /// Turns the presentation's delegate questions into the legacy delegate's.
    private final class Bridge: UIPopoverPresentationControllerDelegate {
        weak var owner: UIPopoverController?

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            .none
        }

        func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
            guard let owner else { return true }
            return owner.delegate?.popoverControllerShouldDismissPopover(owner) ?? true
        }

        func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
            guard let owner else { return }
            owner.delegate?.popoverControllerDidDismissPopover(owner)
        }
    }
}
