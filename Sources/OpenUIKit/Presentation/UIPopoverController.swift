import Foundation

/// The iPhone OS 3.2 popover API the article uses, as UIKit's (deprecated) `UIPopoverController`.
///
/// It is a thin layer over a ``UIModalPresentationStyle/popover`` presentation of the content
/// controller, presented by the controller that owns the view it is shown from (found through the
/// responder chain, else the window's root view controller). A legacy popover never adapts: it stays a
/// popover on a phone, as it was iPad-only API.
@MainActor
open class UIPopoverController {
    /// The controller shown in the popover.
    open var contentViewController: UIViewController
    open weak var delegate: (any UIPopoverControllerDelegate)?
    /// Views that keep receiving touches while the popover is shown.
    open var passthroughViews: [UIView]?

    private let bridge = Bridge()

    public init(contentViewController: UIViewController) {
        self.contentViewController = contentViewController
        bridge.owner = self
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
    open func present(from rect: CGRect, in view: UIView, permittedArrowDirections: UIPopoverArrowDirection,
                      animated: Bool) {
        guard let presenter = Self.owningController(of: view) else {
            Diagnostics.report(Diagnostic(code: "popover.noWindow", severity: .error,
                                          message: "Popovers cannot be presented from a view which does not have a window."))
            return
        }
        present(from: presenter, permittedArrowDirections: permittedArrowDirections, animated: animated) {
            $0.sourceView = view
            $0.sourceRect = rect
        }
    }

    /// Shows the popover pointing at a bar button item shown in a navigation bar.
    open func present(from item: UIBarButtonItem, permittedArrowDirections: UIPopoverArrowDirection, animated: Bool) {
        guard let itemView = item.view, let presenter = Self.owningController(of: itemView) else {
            Diagnostics.report(Diagnostic(code: "popover.noWindow", severity: .error,
                                          message: "Popovers cannot be presented from a view which does not have a window."))
            return
        }
        present(from: presenter, permittedArrowDirections: permittedArrowDirections, animated: animated) {
            $0.barButtonItem = item
        }
    }

    /// Hides the popover. The delegate is not told, as in UIKit.
    open func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        contentViewController.dismiss(animated: animated)
    }

    private func present(from presenter: UIViewController, permittedArrowDirections: UIPopoverArrowDirection,
                         animated: Bool, anchor: (UIPopoverPresentationController) -> Void) {
        let content = contentViewController
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
