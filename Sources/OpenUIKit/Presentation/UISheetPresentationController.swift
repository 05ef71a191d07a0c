import Foundation

/// The presentation of a page or form sheet, as UIKit's `UISheetPresentationController` (iOS 15):
/// what ``UIViewController/sheetPresentationController`` returns for a controller whose style is
/// ``UIModalPresentationStyle/pageSheet``, ``UIModalPresentationStyle/formSheet`` or
/// ``UIModalPresentationStyle/automatic``.
///
/// In a regular width (an iPad) the sheet is placed as before iOS 13 (see
/// ``UIPresentationController/frameOfPresentedViewInContainerView``). In a compact width (an iPhone)
/// it is a card, unless ``AppRuntime/compactSheetStyle`` asks for iPhone OS 3.2's full screen
/// (`UISheetPresentationController+Card.swift` has the geometry): it rests at one of its ``detents``,
/// its top corners rounded, a grabber on top when ``prefersGrabberVisible``, and the presenter behind
/// it scaled back in portrait; dragging it moves it between detents or dismisses it
/// (`SheetDragController.swift`).
///
/// ```swift
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(filters, animated: true)
/// ```
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; `[.large()]` by default. An empty array is refused with a
    /// `sheet.noDetents` warning and leaves `[.large()]`, where UIKit raises.
    open var detents: [Detent] = UISheetPresentationController.defaultDetents {
        didSet {
            if detents.isEmpty {
                Diagnostics.warn("sheet.noDetents", "UISheetPresentationController requires at least one detent; using .large().")
                detents = [.large()]
            }
            setNeedsCardLayout()
        }
    }
    /// The detent the sheet rests at; nil means the smallest of ``detents``, as in UIKit. Setting it
    /// moves the sheet at once (inside ``animateChanges(_:)``, animated) and does not tell the delegate.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { setNeedsCardLayout() }
    }
    /// The largest detent at which the presenter is neither dimmed nor scaled back, and stays
    /// interactive around the sheet; nil (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { setNeedsCardLayout() }
    }
    /// Whether the card shows a grabber (a 36×5 capsule 5 points below its top edge, iOS 15's); false
    /// by default.
    open var prefersGrabberVisible = false {
        didSet { setNeedsCardLayout() }
    }
    /// The radius of the card's top corners; nil uses the system's, ``defaultCornerRadius``.
    open var preferredCornerRadius: CGFloat? {
        didSet { setNeedsCardLayout() }
    }
    /// Whether scrolling a scroll view in the sheet to its top edge grows the sheet to the next
    /// detent (true by default, as in UIKit). Stored: OpenUIKit's scroll views do not drive the sheet
    /// yet; dragging the sheet itself does.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether, in a compact height (an iPhone in landscape), the card stays attached to the bottom
    /// edge at its detent instead of filling the screen; false by default, as in UIKit.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { setNeedsCardLayout() }
    }
    /// Whether an edge-attached card (see ``prefersEdgeAttachedInCompactHeight``) takes the presented
    /// controller's ``UIViewController/preferredContentSize`` width instead of the screen's portrait
    /// width; false by default.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { setNeedsCardLayout() }
    }

    /// A sheet presentation of `presentedViewController`; UIKit makes it for a controller whose style
    /// is a page or form sheet, and so does OpenUIKit.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Runs `changes` (to ``detents``, ``selectedDetentIdentifier`` and the other properties) and
    /// animates the card to the result, as UIKit's `animateChanges(_:)`.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView else { return }
        UIView.animate(withDuration: Self.snapDuration) {
            containerView.setNeedsLayout()
            containerView.layoutIfNeeded()
        }
    }

    /// A card's frame in a compact width (`UISheetPresentationController+Card.swift`); the page or form
    /// sheet's otherwise.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let geometry = containerCardGeometry else { return super.frameOfPresentedViewInContainerView }
        return geometry.frame(dragTop: dragTop)
    }

    /// Rounds a card's top corners before its view enters the window, where the change damages nothing
    /// yet (a view in no window has drawn nothing); the container's layouts keep them. Rounded by the
    /// first layout instead, after the view entered the window, the three layer changes each damaged
    /// and re-recorded it (docs/Performance.md, "Session 15 — the card sheet's modal cycle").
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let card, let view = presentedView else { return }
        card.roundTopCorners(of: view, radius: cardCornerRadius)
    }

    /// Gives the presenter its look back as the card leaves, as UIKit brings it forward again.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let card else { return }
        animatingWithTransition { card.releasePresenter() }
    }

    /// Gives the presented view its corners back once gone, and forgets the card.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed, let card else { return }
        card.releasePresented()
        card.grabber?.removeFromSuperview()
        card.drag.detach()
        self.card = nil
    }

    // MARK: Engine hooks

    override func installChrome(in container: UIView) {
        guard showsAsCard else { return }
        let card = card ?? SheetCard(sheet: self)
        self.card = card
        card.drag.attach(to: container)
    }

    override func layoutChrome(presentedFrame: CGRect) {
        guard let card, let containerView, let geometry = containerCardGeometry else { return }
        layoutCard(card, presentedFrame: presentedFrame, in: containerView, geometry: geometry)
    }

    /// Lays the container out with one card geometry (``cardGeometry(in:insets:)``), made anew by each
    /// layout and forgotten after it.
    override func layoutContainer() {
        let outer = laysOutContainer
        laysOutContainer = true
        layoutGeometry = nil
        defer {
            laysOutContainer = outer
            layoutGeometry = nil
        }
        super.layoutContainer()
    }

    override func dimsContainer(presentedFrame: CGRect) -> Bool {
        guard let geometry = containerCardGeometry else { return super.dimsContainer(presentedFrame: presentedFrame) }
        return geometry.dims
    }

    /// A tap on the dimmed area above a card asks to dismiss it, as iOS 15–17's sheets
    /// (`UISheetPresentationController+DimmingTap.swift`); a sheet that is not a card ignores it.
    override func dimmingViewWasTapped() {
        if card != nil { dismissForDimmingTap() }
    }

    override func dimmingViewPassesTouch(at point: CGPoint) -> Bool {
        guard let geometry = containerCardGeometry else { return false }
        return !geometry.dims
    }

    // MARK: Implementation

    /// `[.large()]`, made once: every sheet starts with it, and a modal cycle should not allocate it.
    private static let defaultDetents: [Detent] = [.large()]

    /// The corner radius of a card without ``preferredCornerRadius``: 10 points, the radius iOS 13–17
    /// give a page sheet's top corners on iPhone (and the presenter behind it).
    static let defaultCornerRadius: CGFloat = 10
    /// How long the card takes to settle at a detent after a drag or ``animateChanges(_:)``.
    static let snapDuration: TimeInterval = 0.3

    /// The card's pieces while it shows as a card (nil otherwise): grabber, drag, saved looks. Made
    /// when the presentation starts as a card (``showsAsCard``), so layout and hit testing decide
    /// without looking up traits: a phone's width stays compact in both orientations. Unchecked for
    /// exclusivity with ``UIPresentationController``'s state (docs/Performance.md, "Exclusivity checks").
    @exclusivity(unchecked) var card: SheetCard?

    /// The sheet top while a drag moves it (container coordinates); nil at rest. Read when the frame is
    /// asked, not kept in ``layoutGeometry``.
    var dragTop: CGFloat?

    /// Whether ``layoutContainer()`` runs: the card's geometry made then is kept until it returns.
    private(set) var laysOutContainer = false
    /// The card's geometry of the running container layout (``cardGeometry(in:insets:)``), made at its
    /// first question — after `containerViewWillLayoutSubviews()`, which may change the card's
    /// properties — and nil between layouts. A property changed later in the layout marks the container
    /// (``setNeedsCardLayout()``), and the next layout makes a new one.
    var layoutGeometry: SheetCardGeometry?

    private func setNeedsCardLayout() {
        containerView?.setNeedsLayout()
    }
}
