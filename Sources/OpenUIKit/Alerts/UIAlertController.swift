import Foundation

/// A view controller that shows an alert or an action sheet, as UIKit's `UIAlertController`: a title,
/// a message and ``UIAlertAction`` buttons, presented with ``UIViewController/present(_:animated:completion:)``.
///
/// Choosing an action — tapping its button, Return for the ``preferredAction``, Escape for the cancel
/// action — dismisses the alert with its animation, and the action's handler runs once the dismissal
/// has completed (`UIAlertAction`). Each action works once: the buttons ignore touches while the alert
/// is leaving.
///
/// Presentation, after Apple's "UIAlertController" documentation:
/// - ``Style/alert``: centred on the dimmed screen, faded and scaled in
///   (`AlertPresentationController`); a tap outside does nothing.
/// - ``Style/actionSheet`` in a compact width (every iPhone): slides up at the bottom of the dimmed
///   screen, the cancel action in a group of its own; a tap outside chooses the cancel action when
///   there is one (iOS dismisses an action sheet tapped outside only through its cancel action;
///   without one the tap does nothing).
/// - ``Style/actionSheet`` in a regular width (iPad): a popover. Apple: "you must provide location
///   information for an action sheet … using the popoverPresentationController" — its
///   ``UIPopoverPresentationController/sourceView`` or ``UIPopoverPresentationController/barButtonItem``
///   — or UIKit raises; here ``UIViewController/tryPresent(_:animated:completion:)`` throws
///   ``PresentationError/Kind/popoverWithoutAnchor`` and `present` reports it. The popover leaves the
///   cancel button out ("a tap outside the popover is the cancel action", as UIKit draws it) and a tap
///   outside chooses the cancel action, or just dismisses when there is none.
///
/// `modalPresentationStyle` is fixed by the style (``UIModalPresentationStyle/custom`` for an alert,
/// ``UIModalPresentationStyle/popover`` for an action sheet, so that ``UIViewController/popoverPresentationController``
/// is there to configure, as in UIKit); setting it is ignored.
@MainActor
open class UIAlertController: UIViewController {
    /// The style the controller was created with.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String? {
        didSet { alertView?.setNeedsLayout() }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses, drawn in bold. It must be one of ``actions`` (UIKit ignores others;
    /// here setting one logs the warning `alert.preferredActionNotAdded` and leaves the value unchanged).
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.warn("alert.preferredActionNotAdded",
                                 "The preferred action \(newValue.title ?? "(untitled)") must be one of the alert controller's actions.")
                return
            }
            storedPreferredAction = newValue
            alertView?.updateButtons()
        }
    }
    private var storedPreferredAction: UIAlertAction?

    /// Creates an alert controller, as UIKit's `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Returns nil: there are no storyboards to decode from (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// The alert's title, shown in bold above its message; a change lays the alert out again.
    open override var title: String? {
        didSet { alertView?.setNeedsLayout() }
    }

    /// Fixed by ``preferredStyle`` (`.custom` for an alert, `.popover` for an action sheet) as UIKit fixes
    /// it; setting it is ignored.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { preferredStyle == .alert ? .custom : .popover }
        set {}
    }

    /// Adds an action, as UIKit's `addAction(_:)`. A second cancel action is refused: UIKit raises
    /// "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"; here the
    /// error is reported as a ``Diagnostic`` with the code `alert.secondCancelAction` and the alert is
    /// unchanged. Use ``tryAddAction(_:)`` to get the error thrown.
    open func addAction(_ action: UIAlertAction) {
        do {
            try tryAddAction(action)
        } catch {
            Diagnostics.report(Diagnostic(code: error.code, severity: .error, message: error.message))
        }
    }

    /// Adds an action like ``addAction(_:)`` but throws an ``AlertError`` where UIKit raises.
    public func tryAddAction(_ action: UIAlertAction) throws(AlertError) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            throw AlertError(kind: .secondCancelAction)
        }
        actions.append(action)
        alertView?.updateButtons()
    }

    /// An action sheet shown as a popover asks for the popover width and the height of its buttons;
    /// otherwise the presentation sizes the alert itself. Setting it is ignored.
    open override var preferredContentSize: CGSize {
        get {
            guard preferredStyle == .actionSheet, let alertView else { return .zero }
            return CGSize(width: AlertView.popoverWidth, height: alertView.height(forWidth: AlertView.popoverWidth))
        }
        set {}
    }

    override func makePresentationController(popover: Bool) -> UIPresentationController {
        AlertPresentationController(presentedViewController: self, presenting: nil)
    }

    /// Makes the alert's view: its title, message and a button for each action, laid out as UIKit's.
    open override func loadView() {
        view = AlertView(controller: self)
    }

    // MARK: Implementation

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// The cancel action, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// Whether the action sheet is shown as a popover now (it then leaves its cancel button out).
    var isShownAsPopover: Bool {
        preferredStyle == .actionSheet && storedPresentationController?.presentationStyle == .popover
            && storedPresentationController?.isPresenting == true
    }

    /// Chooses `action`: dismisses with the animation, then runs the handler. Ignored while the alert
    /// is not on screen or is already leaving, and for a disabled action.
    ///
    /// The alert asks its presenter to dismiss it: `dismiss` on the alert itself would, while the alert
    /// presents a controller of its own, dismiss only that one (UIKit's rule for a presenting
    /// controller), leaving the alert on screen and running the handler before the alert's dismissal —
    /// and again on the next choice (found by the input fuzzer).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, let presenter = presentingViewController, !isBeingDismissed, !isBeingPresented else { return }
        presenter.dismiss(animated: true) {
            action.handler?(action)
        }
    }
}
