import Foundation

/// The card's geometry, as iOS 15–17 lay a sheet out on iPhone.
///
/// - Portrait (regular height): the card spans the width and rests with its bottom on the screen's
///   bottom edge; at the ``UISheetPresentationController/Detent/large()`` detent its top is 10 points
///   below the top safe-area inset (the gap iOS 13–17 leave under the status bar). A detent's value is
///   the height above the bottom safe area, so the card is that value plus the bottom inset tall.
/// - Landscape (compact height): the card fills the screen below the top inset, whatever the detents,
///   as UIKit does — unless ``UISheetPresentationController/prefersEdgeAttachedInCompactHeight``, then
///   it keeps its detent height, is as wide as the screen's portrait width (or the preferred content
///   width, with ``UISheetPresentationController/widthFollowsPreferredContentSizeWhenEdgeAttached``)
///   and centred.
/// - Behind a dimmed card in portrait the presenter's view, when it fills the window, is scaled back to
///   leave 16 points on each side and gets the card's corner radius: iOS 13's card stack, where the
///   presenter shows above the card's top edge.
extension UISheetPresentationController {
    /// The gap between the top safe-area inset and a card at its largest.
    static let cardTopGap: CGFloat = 10
    /// The horizontal room left on each side of the presenter scaled back behind a card.
    static let presenterInset: CGFloat = 16

    /// Whether the sheet shows as a card now: a page or form sheet in a compact width, while the app
    /// keeps ``AppRuntime/CompactSheetStyle/card``.
    var showsAsCard: Bool {
        guard presentationStyle == .pageSheet || presentationStyle == .formSheet,
              horizontalSizeClass == .compact else { return false }
        let runtime = containerView?.window?.application.runtime ?? .current
        return runtime.compactSheetStyle == .card
    }

    /// The card's geometry in `bounds` with `insets` (``SheetCardGeometry``): while the container lays
    /// out, the one made at the layout's first question, so one layout reads the traits and resolves
    /// the detents once; made anew otherwise (a drag's questions, hit testing).
    func cardGeometry(in bounds: CGRect, insets: UIEdgeInsets) -> SheetCardGeometry {
        if let layoutGeometry, layoutGeometry.bounds == bounds, layoutGeometry.insets == insets { return layoutGeometry }
        let geometry = SheetCardGeometry(sheet: self, bounds: bounds, insets: insets)
        if laysOutContainer { layoutGeometry = geometry }
        return geometry
    }

    /// The card's geometry in its container now (nil when the sheet is not a card): during a container
    /// layout the layout's, without reading the container's safe area again.
    var containerCardGeometry: SheetCardGeometry? {
        guard let containerView, card != nil else { return nil }
        if laysOutContainer, let layoutGeometry { return layoutGeometry }
        return cardGeometry(in: containerView.bounds, insets: containerView.safeAreaInsets)
    }

    /// The radius of the card's top corners and of the presenter's behind it.
    var cardCornerRadius: CGFloat { preferredCornerRadius ?? Self.defaultCornerRadius }

    /// Places the grabber, rounds the card and scales the presenter back, for a card at `frame` whose
    /// container has `geometry`.
    func layoutCard(_ card: SheetCard, presentedFrame frame: CGRect, in container: UIView, geometry: SheetCardGeometry) {
        let radius = cardCornerRadius
        if let view = presentedView { card.roundTopCorners(of: view, radius: radius) }
        if prefersGrabberVisible || card.grabber != nil {
            let grabber = card.grabber(in: container)
            grabber.isHidden = !prefersGrabberVisible
            grabber.frame = CGRect(x: frame.midX - SheetGrabberView.size.width / 2, y: frame.minY + SheetGrabberView.topMargin,
                                   width: SheetGrabberView.size.width, height: SheetGrabberView.size.height)
            if container.subviews.last !== grabber { container.bringSubviewToFront(grabber) }
        }
        guard let presenterView = presentingViewController?.viewIfLoaded, !isDismissing else { return }
        let scalesBack = geometry.verticalSizeClass == .regular && !geometry.fillsCompactHeight
            && presenterView.bounds.size == container.bounds.size && geometry.dims
        let width = container.bounds.width
        let scale = scalesBack && width > 0 ? (width - 2 * Self.presenterInset) / width : nil
        animatingWithTransition { card.setPresenter(presenterView, scale: scale, radius: radius) }
    }

    /// Runs `changes` to the presenter alongside the running transition when it animates (the
    /// presenter shrinks back as the card rises, and comes forward as it leaves), at once otherwise.
    func animatingWithTransition(_ changes: @escaping () -> Void) {
        // A built-in transition makes its context only when asked for it (`coordinator`), so whether one
        // runs animated is read from the presentation's own state.
        let transitionRuns = presentedViewController.isBeingPresented || isDismissing
        guard transitionRuns && transitionIsAnimated else { return changes() }
        UIView.animate(withDuration: transitionDuration, animations: changes)
    }
}
