import Foundation

/// Dragging a card sheet, as on iOS 15–17: the card follows a vertical drag that starts on it, then
/// settles at the detent nearest to where it was heading, or leaves.
///
/// Where it heads is where the finger put the card's top when it lifts, carried on by the lift velocity
/// for ``projection`` seconds — so both a long slow drag and a short fast flick count. The card is
/// dismissed when that point is past half of the smallest detent's height below its resting top.
///
/// Dismissal follows UIKit's order for a swipe down: the first time the card goes below its smallest
/// detent, a modal sheet (``UIViewController/isModalInPresentation``) refuses without asking; otherwise
/// the delegate's `presentationControllerShouldDismiss(_:)` decides, and if it agrees,
/// `presentationControllerWillDismiss(_:)` follows at once. Released past the threshold, an agreed
/// drag dismisses (then `presentationControllerDidDismiss(_:)`); a refused one — which follows the
/// finger at a third of its movement below the detent, iOS's rubber band — springs back and the
/// delegate hears `presentationControllerDidAttemptToDismiss(_:)`. Settling at another detent sets
/// ``UISheetPresentationController/selectedDetentIdentifier`` and tells a
/// ``UISheetPresentationControllerDelegate``.
@MainActor
final class SheetDragController: UIGestureRecognizerDelegate {
    /// How far the lift velocity carries the card, in seconds.
    static let projection: TimeInterval = 0.2
    /// How much a refused dismissal follows the finger below the smallest detent.
    static let rubberBand: CGFloat = 1.0 / 3

    private unowned let sheet: UISheetPresentationController
    private let pan = UIPanGestureRecognizer()
    /// The card's top when the drag began.
    private var startTop: CGFloat = 0
    /// Whether this drag may dismiss: nil until the card first went below its smallest detent.
    private var mayDismiss: Bool?

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        pan.delegate = self
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            handle(pan)
        }
    }

    func attach(to container: UIView) {
        container.addGestureRecognizer(pan)
    }

    func detach() {
        pan.view?.removeGestureRecognizer(pan)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let container = sheet.containerView, let view = sheet.presentedView, sheet.card != nil,
              sheet.animator?.isRunning != true, !sheet.isDismissing else { return false }
        return view.frame.contains(touch.location(in: container))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let translation = pan.translation(in: sheet.containerView)
        return abs(translation.y) >= abs(translation.x)
    }

    // MARK: Following the finger

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let container = sheet.containerView else { return }
        let bounds = container.bounds
        let insets = container.safeAreaInsets
        switch pan.state {
        case .began:
            startTop = sheet.presentedView?.frame.minY ?? bounds.maxY
            mayDismiss = nil
        case .changed:
            let smallestTop = smallestDetentTop(in: bounds, insets: insets)
            var top = startTop + pan.translation(in: container).y
            if top > smallestTop {
                if mayDismiss == nil { mayDismiss = askToDismiss() }
                if mayDismiss == false { top = smallestTop + (top - smallestTop) * Self.rubberBand }
            }
            sheet.dragTop = top
            container.setNeedsLayout()
            container.layoutIfNeeded()
        case .ended:
            // Where the finger sent the card, not where a refusal's rubber band holds it.
            let top = max(startTop + pan.translation(in: container).y, sheet.cardGeometry(in: bounds, insets: insets).topLimit)
            settle(heading: top + pan.velocity(in: container).y * Self.projection, in: bounds, insets: insets)
        case .cancelled, .failed:
            settle(heading: startTop, in: bounds, insets: insets)
        default:
            break
        }
    }

    /// The card's top at its smallest detent.
    private func smallestDetentTop(in bounds: CGRect, insets: UIEdgeInsets) -> CGFloat {
        let geometry = sheet.cardGeometry(in: bounds, insets: insets)
        if geometry.fillsCompactHeight { return geometry.topLimit }
        return bounds.maxY - geometry.detents[0].value - insets.bottom
    }

    /// Asks whether the card may leave (see the type's documentation); tells the delegate it will.
    private func askToDismiss() -> Bool {
        if sheet.presentedViewController.isModalInPresentation { return false }
        guard sheet.delegate?.presentationControllerShouldDismiss(sheet) ?? true else { return false }
        sheet.delegate?.presentationControllerWillDismiss(sheet)
        return true
    }

    /// Ends the drag: dismisses, or moves the card to the detent nearest `projectedTop`.
    private func settle(heading projectedTop: CGFloat, in bounds: CGRect, insets: UIEdgeInsets) {
        guard let container = sheet.containerView else { return }
        let smallestTop = smallestDetentTop(in: bounds, insets: insets)
        let threshold = smallestTop + (bounds.maxY - smallestTop) / 2
        if projectedTop > threshold {
            if mayDismiss == nil { mayDismiss = askToDismiss() }
            if mayDismiss == true {
                sheet.dragTop = nil
                let sheet = sheet
                sheet.presentedViewController.dismiss(animated: true) {
                    sheet.delegate?.presentationControllerDidDismiss(sheet)
                }
                return
            }
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
        }
        let geometry = sheet.cardGeometry(in: bounds, insets: insets)
        if !geometry.fillsCompactHeight {
            let detents = geometry.detents
            let nearest = detents.min { abs(bounds.maxY - $0.value - insets.bottom - projectedTop)
                < abs(bounds.maxY - $1.value - insets.bottom - projectedTop) } ?? detents[0]
            if nearest.identifier != geometry.restingIdentifier {
                sheet.selectedDetentIdentifier = nearest.identifier
                (sheet.delegate as? any UISheetPresentationControllerDelegate)?
                    .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
            }
        }
        sheet.dragTop = nil
        UIView.animate(withDuration: UISheetPresentationController.snapDuration) {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
    }
}
