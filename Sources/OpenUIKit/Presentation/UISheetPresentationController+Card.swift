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

    /// Whether the card fills the height whatever its detents (compact height, not edge attached).
    var fillsCompactHeight: Bool {
        traitCollection.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight
    }

    /// The detents that are active in the container now, with their heights, smallest first.
    func resolvedDetents(in bounds: CGRect, insets: UIEdgeInsets) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = SheetDetentResolutionContext(containerTraitCollection: traitCollection,
                                                   maximumDetentValue: maximumDetentValue(in: bounds, insets: insets))
        let values = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        guard !values.isEmpty else { return [(.large, context.maximumDetentValue)] }
        return values.sorted { $0.1 < $1.1 }
    }

    /// The tallest detent value: the card's height at its top limit, less the bottom safe area.
    func maximumDetentValue(in bounds: CGRect, insets: UIEdgeInsets) -> CGFloat {
        max(bounds.height - cardTopLimit(in: bounds, insets: insets) - insets.bottom, 0)
    }

    /// The highest the card's top goes.
    func cardTopLimit(in bounds: CGRect, insets: UIEdgeInsets) -> CGFloat {
        fillsCompactHeight ? bounds.minY + insets.top : bounds.minY + insets.top + Self.cardTopGap
    }

    /// The detent the card rests at: the selected one if active, else the smallest.
    func restingDetent(in bounds: CGRect, insets: UIEdgeInsets) -> (identifier: Detent.Identifier, value: CGFloat) {
        let resolved = resolvedDetents(in: bounds, insets: insets)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// The card's frame in the container: at its resting detent, or where a drag holds its top.
    func cardFrame(in bounds: CGRect, insets: UIEdgeInsets) -> CGRect {
        let topLimit = cardTopLimit(in: bounds, insets: insets)
        var width = bounds.width
        var restingHeight = bounds.maxY - topLimit
        if !fillsCompactHeight {
            restingHeight = restingDetent(in: bounds, insets: insets).value + insets.bottom
            if traitCollection.verticalSizeClass == .compact {
                let preferred = presentedViewController.preferredContentSize.width
                width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
                    ? min(preferred, bounds.width) : min(bounds.width, bounds.height)
            }
        }
        var top = bounds.maxY - restingHeight
        var height = restingHeight
        if let dragTop {
            // Above the smallest detent the card grows and shrinks with the finger; below it, it
            // keeps the smallest detent's height and slides down.
            let smallestHeight = fillsCompactHeight ? restingHeight
                : resolvedDetents(in: bounds, insets: insets)[0].value + insets.bottom
            top = max(dragTop, topLimit)
            height = max(bounds.maxY - top, smallestHeight)
        }
        return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: height)
    }

    /// Whether the presenter is dimmed (and scaled back) with the card at rest: not at or below
    /// ``largestUndimmedDetentIdentifier``.
    func cardDims(in bounds: CGRect, insets: UIEdgeInsets) -> Bool {
        if fillsCompactHeight { return true }
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents(in: bounds, insets: insets)
        guard let limit = resolved.first(where: { $0.identifier == undimmed }) else { return true }
        return restingDetent(in: bounds, insets: insets).value > limit.value
    }

    /// Places the grabber, rounds the card and scales the presenter back, for a card at `frame`.
    func layoutCard(_ card: SheetCard, presentedFrame frame: CGRect, in container: UIView) {
        let radius = preferredCornerRadius ?? Self.defaultCornerRadius
        if let view = presentedView { card.roundTopCorners(of: view, radius: radius) }
        card.grabber.isHidden = !prefersGrabberVisible
        card.grabber.frame = CGRect(x: frame.midX - SheetGrabberView.size.width / 2,
                                    y: frame.minY + SheetGrabberView.topMargin,
                                    width: SheetGrabberView.size.width, height: SheetGrabberView.size.height)
        if container.subviews.last !== card.grabber { container.bringSubviewToFront(card.grabber) }
        guard let presenterView = presentingViewController?.viewIfLoaded, !isDismissing else { return }
        let scalesBack = traitCollection.verticalSizeClass == .regular && !fillsCompactHeight
            && presenterView.bounds.size == container.bounds.size
            && cardDims(in: container.bounds, insets: container.safeAreaInsets)
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
