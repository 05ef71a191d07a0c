import Foundation

/// The object that manages one presentation, as UIKit's `UIPresentationController`: it decides the
/// style actually used (adapting sheets and popovers to full screen in a compact width), computes the
/// presented view's frame for the style, device and orientation, owns the container view and the
/// dimming view that blocks touches to the presenting view, and runs the transition on the scheduler
/// (`UIPresentationController+Transitions.swift`).
///
/// Every presented controller has one, created on first use of
/// ``UIViewController/presentationController`` and released when the dismissal finishes. It refers to
/// the presented controller without retaining it (the controller owns it), so keep neither alive longer
/// than the controller.
@MainActor
open class UIPresentationController {
    // `@exclusivity(unchecked)` on the state a presentation and dismissal read: main-actor state, never
    // modified from inside its own access. Removing these groups costs the modal cycle +2.7 % and the card
    // cycle +2.5 % instructions (docs/Performance.md, "Exclusivity checks").
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it, once the presentation started (UIKit may route the request to
    /// an ancestor of the controller `present` was called on).
    @exclusivity(unchecked) public internal(set) weak var presentingViewController: UIViewController? {
        didSet { presentedViewController.traitSourcesDidChange() }
    }
    /// Asked about adaptation and user-initiated dismissal.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the presentation happens in: it covers the window (or, for the context styles, the
    /// view of the controller that defines the context) while the controller is presented.
    @exclusivity(unchecked) public internal(set) var containerView: UIView? {
        didSet { presentedViewController.traitSourcesDidChange() }
    }
    /// The view under the presented one that dims (for sheets on a regular width) and blocks touches to
    /// everything below it.
    let dimmingView = DimmingView()
    /// The view whose tint this presentation dims while it is up, and the mode it had before
    /// (`UIPresentationController+TintDimming.swift`).
    @exclusivity(unchecked) var tintDimmedView: (view: UIView, previousMode: UIView.TintAdjustmentMode)?

    /// The style in effect after adaptation; equal to the requested style until presented.
    @exclusivity(unchecked) public internal(set) var presentationStyle: UIModalPresentationStyle {
        didSet { presentedViewController.traitSourcesDidChange() }
    }

    /// The transition that is running, if any. Weak: the scheduler's pending step holds a running
    /// animator, and the animator's completion holds this presentation and its controllers — held
    /// strongly here too, a transition that never finished (its app or scheduler torn down mid-way)
    /// kept the presentation, its controllers and their views alive for good (LeakSanitizer, issue 25).
    @exclusivity(unchecked) weak var animator: TransitionAnimator?
    /// The transition running now: an app's animator's, from its start, or a built-in one's once
    /// ``UIViewController/transitionCoordinator`` asked for it (`builtInTransitionContext()`). Strong,
    /// not weak: a weak reference's side table slowed every modal cycle by 1 % (`script/bench-gate`).
    /// It refers to this presentation's controllers until the transition ends, so a custom transition
    /// that never ends (its app torn down mid-way) keeps them, as a stuck transition does in UIKit.
    @exclusivity(unchecked) var transition: ViewControllerTransitionContext?
    /// Whether the transition running now is animated (for its coordinator).
    @exclusivity(unchecked) var transitionIsAnimated = false
    /// Where the presenting view was before a full-screen presentation removed it.
    @exclusivity(unchecked) var removedPresenterView: RemovedPresenterView?
    /// Whether the application tells this presentation about keyboard changes: a form sheet's, from
    /// the start of its presentation to the end of its dismissal (`UIPresentationController+Keyboard.swift`).
    @exclusivity(unchecked) var followsKeyboard = false
    @exclusivity(unchecked) var isDismissing = false
    /// Whether a container layout left the presented view where a running transition puts it (an app's
    /// animator, or the built-in animation): the presentation's end lays the container out again then,
    /// and only then — a presentation whose one layout placed everything has nothing to redo
    /// (docs/Performance.md, "Session 15 — the card sheet's modal cycle").
    var placementWaitsForTransition = false

    /// A presentation of `presentedViewController` from `presentingViewController`, as UIKit's designated
    /// initializer: subclass it for a custom presentation and return it from the transitioning delegate's
    /// `presentationController(forPresented:presenting:source:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        presentationStyle = Self.normalized(presentedViewController.modalPresentationStyle)
        dimmingView.presentation = self
    }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The frame of the presented view in ``containerView``'s coordinates, per style: the whole
    /// container for the full-screen and context styles; for a page sheet the full height at the
    /// portrait width (the container's shorter side), centred; for a form sheet the presented
    /// controller's ``UIViewController/preferredContentSize`` (540×620 when zero, UIKit's form sheet
    /// size) centred, and moved up above the keyboard while it is shown.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        switch presentationStyle {
        case .pageSheet:
            let width = min(bounds.width, bounds.height)
            return CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
        case .formSheet:
            return formSheetFrame(in: bounds)
        default:
            return bounds
        }
    }

    /// Whether the presenting controller's view is removed (and it gets disappearance callbacks) once
    /// the presentation ends: true for ``UIModalPresentationStyle/fullScreen`` and
    /// ``UIModalPresentationStyle/currentContext``, whose presented view hides it entirely, as in UIKit.
    open var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    /// Whether the presentation covers the whole window (true, UIKit's default). A
    /// ``UIModalPresentationStyle/custom`` presentation answering false happens in the current context
    /// instead — the view of the nearest controller that ``UIViewController/definesPresentationContext``
    /// — as UIKit does.
    open var shouldPresentInFullscreen: Bool { true }

    /// The traits of the presentation's environment: the window's the presentation is in (so a sheet
    /// presented from a form sheet's compact content is still a sheet on an iPad, as in UIKit), with the
    /// presenting controller's interface style, and ``overrideTraitCollection`` over them; the current
    /// runtime's when there is no window yet. What the style adapts to; the presented controller
    /// inherits them, adjusted for its style (`UIViewController+Traits.swift`).
    public var traitCollection: UITraitCollection {
        var base = environmentTraits
        if let style = presentingViewController?.traitCollection.userInterfaceStyle { base.userInterfaceStyle = style }
        return overrideTraitCollection.map(base.overriding) ?? base
    }

    /// ``traitCollection``'s horizontal size class — what a sheet's adaptation asks (``UISheetPresentationController/showsAsCard``)
    /// — without the presenting controller's traits, which give only the interface style: computing
    /// them cost a modal cycle about 1,200 instructions after every move of a view had made the
    /// trait caches stale (docs/Performance.md, "Session 13 — the modal cycle").
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        let base = environmentTraits
        return (overrideTraitCollection.map(base.overriding) ?? base).horizontalSizeClass
    }

    /// The traits of the window the presentation is in, else the presenting controller's, else those
    /// of a view in no window: ``traitCollection`` before the presenter's style and the override.
    private var environmentTraits: UITraitCollection {
        let presenting = presentingViewController
        return presenting?.viewIfLoaded?.window?.traitCollection ?? presenting?.traitCollection ?? UIView.detachedTraits
    }

    /// Traits the presented controller gets over the presentation's, as UIKit's
    /// `overrideTraitCollection`; nil (the default) overrides nothing.
    @exclusivity(unchecked) public var overrideTraitCollection: UITraitCollection? {
        didSet { presentedViewController.traitSourcesDidChange() }
    }

    /// Called when the presentation's traits changed (`UIView+TraitChanges.swift` says when); does
    /// nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The style to show the controller with in `traitCollection`, as UIKit adapts: in a compact width
    /// a popover becomes full screen and a page or form sheet stays a sheet, shown as a card
    /// (``UISheetPresentationController``) — or becomes full screen, as before iOS 13, when the app's
    /// ``AppRuntime/compactSheetStyle`` is ``AppRuntime/CompactSheetStyle/fullScreen``. The delegate
    /// may answer another style; ``UIModalPresentationStyle/none`` keeps the requested one and
    /// ``UIModalPresentationStyle/automatic`` (its default) keeps this adaptation.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let requested = Self.normalized(presentedViewController.modalPresentationStyle)
        guard traitCollection.horizontalSizeClass == .compact,
              [.pageSheet, .formSheet, .popover].contains(requested) else { return requested }
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .automatic {
        case .none: return requested
        case .automatic:
            let cards = requested != .popover && AppRuntime.current.compactSheetStyle == .card
            return cards ? requested : .fullScreen
        case let answer: return answer
        }
    }

    // MARK: Hooks, as UIKit's

    /// Called before the presentation transition starts, with the container ready.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition finished.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal transition starts.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition finished.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out the presented view (after a rotation, a keyboard change
    /// or a change of preferred size).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out the presented view.
    open func containerViewDidLayoutSubviews() {}

    /// Lays the presentation out again when the presented controller's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
        containerView?.setNeedsLayout()
    }

    // MARK: Engine hooks (overridden by the popover presentation)

    /// Adds what the style draws around the presented view (a popover's background and arrow).
    func installChrome(in container: UIView) {}
    /// Places that chrome for the presented view's frame.
    func layoutChrome(presentedFrame: CGRect) {}
    /// How the presented view enters and leaves when animated (a popover fades).
    func transitionChanges(for view: UIView, finalFrame: CGRect, in bounds: CGRect) -> [TransitionAnimator.Change] {
        let style = transitionStyle
        switch style {
        case .coverVertical:
            let offscreen = finalFrame.offsetBy(dx: 0, dy: bounds.maxY - finalFrame.minY)
            return [TransitionAnimator.Change(view: view, from: offscreen, to: finalFrame)]
        case .flipHorizontal:
            let squeezed = CGRect(x: finalFrame.midX, y: finalFrame.minY, width: 0, height: finalFrame.height)
            return [TransitionAnimator.Change(view: view, from: squeezed, to: finalFrame)]
        case .crossDissolve, .partialCurl:
            return [TransitionAnimator.Change(view: view, fromAlpha: 0, toAlpha: 1)]
        }
    }
    /// How long the transition takes when animated.
    var transitionDuration: TimeInterval { transitionStyle.duration }
    /// A touch landed on the dimming view (outside the presented view).
    func dimmingViewWasTapped() {}
    /// Whether this presentation dims the tint behind it (`UIPresentationController+TintDimming.swift`):
    /// alerts do.
    var dimsTintBehind: Bool { false }
    /// Whether the dimming view is tinted while the presented view has `presentedFrame`: for page and
    /// form sheets that leave part of the container uncovered (and for alerts,
    /// `AlertPresentationController`).
    func dimsContainer(presentedFrame: CGRect) -> Bool {
        (presentationStyle == .pageSheet || presentationStyle == .formSheet) && presentedFrame != containerView?.bounds
    }
    /// A hardware key the focus system did not use while this is the frontmost presentation: Escape
    /// dismisses when the user may (`UIPresentationController+EscapeKey.swift`); an alert also answers
    /// Return. Returns whether the key did something.
    func handleKeyPress(_ key: UIKeyboardHIDUsage) -> Bool {
        key == .keyboardEscape && dismissForEscapeKey()
    }
    /// Whether a touch at `point` (dimming view coordinates) goes through to the views below.
    func dimmingViewPassesTouch(at point: CGPoint) -> Bool { false }

    // MARK: Implementation

    /// The transition style used: the presented controller's, or the context's when it provides one.
    var transitionStyle: UIModalTransitionStyle {
        if presentationStyle.coversContext, let context = presentingViewController,
           context.providesPresentationContextTransitionStyle {
            return context.modalTransitionStyle
        }
        return presentedViewController.modalTransitionStyle
    }

    /// Whether the presentation is on screen (from the start of its transition to the end of its dismissal).
    var isPresenting: Bool { containerView != nil }

    /// Whether the presentation transition is running code of its own — setting up before its
    /// animation starts, or completing after it ended — rather than animating: it cannot be finished
    /// early from there, so a dismissal must wait. An app's animator's transition cannot be finished
    /// early either.
    var isSettingUpOrCompleting: Bool {
        presentedViewController.isBeingPresented && (animator == nil || transition?.animationController != nil)
    }

    static func normalized(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .none: .pageSheet
        default: style
        }
    }

    /// Places the dimming view, the presented view and its chrome; called by the container's layout.
    func layoutContainer() {
        guard let containerView else { return }
        containerViewWillLayoutSubviews()
        dimmingView.frame = containerView.bounds
        let frame = frameOfPresentedViewInContainerView
        dimmingView.backgroundColor = dimsContainer(presentedFrame: frame) ? .dimmingOverlay : nil
        // An app's animator places the presented view itself until its transition ends.
        if animator?.isRunning != true, transition?.animationController == nil {
            presentedView?.frame = frame
            layoutChrome(presentedFrame: frame)
        } else {
            placementWaitsForTransition = true
        }
        containerViewDidLayoutSubviews()
    }

    private func formSheetFrame(in bounds: CGRect) -> CGRect {
        let preferred = presentedViewController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 540, height: 620)
        let width = min(size.width, bounds.width)
        let height = min(size.height, bounds.height)
        var frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        if let keyboardFrame, let containerView {
            let keyboardTop = containerView.convert(keyboardFrame, from: nil).minY
            if frame.maxY > keyboardTop {
                frame.origin.y = max(bounds.minY + Self.keyboardTopMargin, (keyboardTop - height) / 2)
            }
        }
        return frame
    }

    /// The least distance between the window's top and a form sheet moved up for the keyboard (the
    /// height of the iPad status bar).
    static let keyboardTopMargin: CGFloat = 20
}
