import Foundation

/// Modal presentation, with UIKit's routing and refusals.
///
/// Routing: a full-window style is presented by the outermost ancestor of the controller `present` was
/// called on (a child asks its container, as UIKit walks up to a controller that covers the screen);
/// ``UIModalPresentationStyle/currentContext`` and ``UIModalPresentationStyle/overCurrentContext`` are
/// presented by the nearest controller (self or an ancestor) whose
/// ``UIViewController/definesPresentationContext`` is true, else by the outermost ancestor, and cover
/// only its view. The context styles are not adapted on a phone (UIKit's documentation says they adapt to
/// full screen in a compact width; devices keep them in the context, which is what this follows).
extension UIViewController {
    /// The controller this one — or its nearest ancestor that presents — presented.
    public var presentedViewController: UIViewController? {
        presentingAncestor?.directlyPresentedViewController
    }

    /// The controller that presented this one, or that presented its nearest presented ancestor.
    public var presentingViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presenting = current.directPresentingViewController { return presenting }
            candidate = current.parent
        }
        return nil
    }

    /// The presentation controller managing this controller (or its nearest presented ancestor); when
    /// there is none yet, one is created for this controller's ``modalPresentationStyle``, so that a
    /// delegate can be set before presenting, as in UIKit.
    public var presentationController: UIPresentationController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presentation = current.storedPresentationController, presentation.isPresenting {
                return presentation
            }
            candidate = current.parent
        }
        return preparedPresentationController()
    }

    /// The popover presentation controller, when ``modalPresentationStyle`` is
    /// ``UIModalPresentationStyle/popover`` (nil otherwise, as in UIKit). Configure its anchor before
    /// presenting.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let presentation = storedPresentationController as? UIPopoverPresentationController,
           presentation.isPresenting {
            return presentation
        }
        guard modalPresentationStyle == .popover else { return nil }
        return preparedPresentationController() as? UIPopoverPresentationController
    }

    /// The sheet presentation controller, when ``modalPresentationStyle`` is a page or form sheet
    /// (or ``UIModalPresentationStyle/automatic``, which resolves to a page sheet); nil otherwise, as in
    /// UIKit. Configure its detents before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        if let presentation = storedPresentationController as? UISheetPresentationController, presentation.isPresenting {
            return presentation
        }
        guard wantsSheetPresentation else { return nil }
        return preparedPresentationController() as? UISheetPresentationController
    }

    /// Presents like ``present(_:animated:completion:)`` but throws a ``PresentationError`` where UIKit
    /// raises an exception, instead of reporting it. Warnings (already presenting, presenter being
    /// dismissed, not in a window) are reported and the call returns without presenting, as UIKit only
    /// logs them.
    public func tryPresent(_ viewControllerToPresent: UIViewController, animated: Bool,
                           completion: (@MainActor () -> Void)? = nil) throws(PresentationError) {
        let presented = viewControllerToPresent
        if let parent = presented.parent {
            throw PresentationError(kind: .hasParent, message:
                "Application tried to present modally a view controller \(describe(presented)) that has a parent view controller \(describe(parent)).")
        }
        if presented.directPresentingViewController != nil || presented.viewIfLoaded?.window != nil
            || isDescendantOrSelf(of: presented) {
            throw PresentationError(kind: .activeController, message:
                "Application tried to present modally an active controller \(describe(presented)).")
        }
        let presentation = presented.preparedPresentationController()
        // Adapted to the window's traits, not this controller's: a form sheet's content is compact in
        // width, yet a sheet it presents on an iPad is a sheet, as in UIKit.
        let style = presentation.adaptivePresentationStyle(for: viewIfLoaded?.window?.traitCollection ?? traitCollection)
        // A custom presentation that does not want the full screen covers the context, as UIKit's
        // `shouldPresentInFullscreen` false does.
        let coversContext = style.coversContext || (style == .custom && !presentation.shouldPresentInFullscreen)
        let host = presentationHost(coveringContext: coversContext)
        if presented.modalTransitionStyle == .partialCurl,
           style != .fullScreen || (host.storedPresentationController.map { $0.presentationStyle != .fullScreen } ?? false) {
            throw PresentationError(kind: .partialCurlNotFullScreen, message:
                "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller \(describe(presented)).")
        }
        if let popover = presentation as? UIPopoverPresentationController, popover.sourceView == nil,
           popover.barButtonItem == nil, popover.requiresAnchor(for: style) {
            throw PresentationError(kind: .popoverWithoutAnchor, message:
                "UIPopoverPresentationController (\(describe(popover))) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
        if style.coversContext && host.isInsidePopover {
            let transition = host.providesPresentationContextTransitionStyle
                ? host.modalTransitionStyle : presented.modalTransitionStyle
            if transition != .coverVertical {
                throw PresentationError(kind: .contextInPopoverNotCoverVertical, message:
                    "Application tried to present inside popover with transition style other than UIModalTransitionStyleCoverVertical")
            }
        }
        // Found by the presentation fuzzer (issue 8): a controller presented on one that is being
        // dismissed outlived its presenter's dismissal — its presenter left the chain, and it stayed on
        // screen, presented by a controller no longer presented. UIKit refuses with this warning.
        if host.isBeingDismissed {
            Diagnostics.warn("presentation.presenterBeingDismissed",
                             "Attempt to present \(describe(presented)) on \(describe(host)) while a presentation or dismiss is in progress!")
            return
        }
        // UIKit checks "already presenting" before the window hierarchy: a full-screen presentation
        // takes its presenter's view out of the window, and presenting again from it must say why.
        if let current = host.directlyPresentedViewController {
            Diagnostics.warn("presentation.alreadyPresenting",
                             "Warning: Attempt to present \(describe(presented)) on \(describe(host)) which is already presenting \(describe(current))")
            return
        }
        guard let hostView = host.viewIfLoaded, let window = hostView.window else {
            Diagnostics.warn("presentation.notInWindow",
                             "Attempt to present \(describe(presented)) on \(describe(host)) whose view is not in the window hierarchy!")
            return
        }
        if let popover = presentation as? UIPopoverPresentationController, style == .popover,
           popover.sourceView == nil, popover.barButtonItem?.view?.window == nil {
            Diagnostics.warn("presentation.popoverAnchorNotShown",
                             "The popover's bar button item is not shown in a window; presenting it at the window's center.")
        }
        presentation.presentationStyle = style
        presentation.presentingViewController = host
        host.directlyPresentedViewController = presented
        presented.directPresentingViewController = host
        let contextView = coversContext ? hostView : nil
        presentation.runPresentation(from: host, source: self, in: contextView?.superview ?? window,
                                     frame: contextView?.frame ?? window.bounds,
                                     animated: animated, completion: completion)
    }

    // MARK: Implementation

    /// The ancestor (or self) that presented something directly.
    private var presentingAncestor: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.directlyPresentedViewController != nil { return current }
            candidate = current.parent
        }
        return nil
    }

    private var outermostAncestor: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    private func isDescendantOrSelf(of controller: UIViewController) -> Bool {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current === controller { return true }
            candidate = current.parent
        }
        return false
    }

    /// Whether this controller (or an ancestor) is shown in a popover now: a popover presentation on
    /// screen that was not adapted to another style.
    private var isInsidePopover: Bool {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let popover = current.storedPresentationController as? UIPopoverPresentationController,
               popover.isPresenting, popover.presentationStyle == .popover {
                return true
            }
            candidate = current.parent
        }
        return false
    }

    /// The controller that presents: for a presentation covering the context, the one defining it
    /// (see the type's documentation).
    private func presentationHost(coveringContext: Bool) -> UIViewController {
        if coveringContext {
            var candidate: UIViewController? = self
            while let current = candidate {
                if current.definesPresentationContext { return current }
                candidate = current.parent
            }
        }
        return outermostAncestor
    }

    /// The presentation controller for the next presentation of this controller, matching its style
    /// (a popover style gets a popover presentation controller; the custom style asks the
    /// ``transitioningDelegate`` at each presentation); a delegate set on an earlier one is kept.
    func preparedPresentationController() -> UIPresentationController {
        let wantsPopover = modalPresentationStyle == .popover
        if let existing = storedPresentationController, !existing.isPresenting, modalPresentationStyle != .custom,
           (existing is UIPopoverPresentationController) == wantsPopover,
           (existing is UISheetPresentationController) == wantsSheetPresentation {
            existing.presentationStyle = UIPresentationController.normalized(modalPresentationStyle)
            return existing
        }
        if let existing = storedPresentationController, existing.isPresenting { return existing }
        let presentation: UIPresentationController
        if modalPresentationStyle == .custom, let custom = transitioningDelegate?.presentationController(
            forPresented: self, presenting: nil, source: self), custom.presentedViewController === self {
            presentation = custom
        } else {
            presentation = makePresentationController(popover: wantsPopover)
        }
        presentation.delegate = storedPresentationController?.delegate
        storedPresentationController = presentation
        return presentation
    }

    /// Dismissal, with UIKit's rules (see ``dismiss(animated:completion:)``). Dismissing while a
    /// dismissal is running, or from code the presentation itself runs before its animation starts or
    /// while it completes (appearance callbacks, touches cancelled as the presenting view is removed),
    /// logs UIKit's warning and does nothing; during the animation, the presentation is finished first.
    /// With nothing to dismiss, the completion runs at once.
    func performDismissal(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let presenter = presentingAncestor ?? presentingViewController,
              let first = presenter.directlyPresentedViewController else {
            completion?()
            return
        }
        // The presentations from the bottom of the chain up, in one list with one walk: a loop, not
        // `compactMap` and `contains(where:)`, whose main-actor closures check the executor on every
        // call, nor three arrays where one does (docs/Performance.md, "Session 13 — the modal cycle").
        var presentations: [UIPresentationController] = []
        var next: UIViewController? = first
        while let controller = next {
            // Found by the presentation fuzzer: a control in the presenting view whose touch was
            // cancelled as the completing presentation removed that view dismissed the presentation
            // from inside its completion; the completion then went on removing the view of a presenter
            // that presented nothing any more.
            guard let presentation = controller.storedPresentationController, !presentation.isDismissing,
                  !presentation.isSettingUpOrCompleting else {
                Diagnostics.warn("presentation.dismissInProgress",
                                 "Attempt to dismiss from view controller \(describe(presenter)) while a presentation or dismiss is in progress!")
                return
            }
            presentations.append(presentation)
            next = controller.directlyPresentedViewController
        }
        presentations.reverse()
        presentations[0].runDismissal(revealing: presenter, removing: presentations, animated: animated,
                                      completion: completion)
    }
}
