import Foundation

/// The view under a presented view that covers the rest of the container (UIKit's private
/// `UIDimmingView`): dimmed for sheets that leave part of the screen uncovered, clear otherwise. It
/// takes every touch outside the presented view, so the presenting view cannot be touched; a tap on it
/// asks the presentation to dismiss (a popover, a card sheet, an action sheet shown as a popover), and a
/// touch on a passthrough view goes through.
///
/// Only a tap counts: UIKit's dimming view reacts to a tap (Apple documents popovers and sheets as
/// dismissed by "tapping outside"), so a finger that travels further than the tap distance
/// (``UIApplication/multiTapDistance``, the rule ``UITapGestureRecognizer`` and ``UITouch/tapCount``
/// follow) — a drag across the dimmed presenter — dismisses nothing.
@MainActor
final class DimmingView: UIView {
    weak var presentation: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if presentation?.dimmingViewPassesTouch(at: point) == true { return nil }
        return super.hitTest(point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tapDistance = UIApplication.shared.multiTapDistance
        guard !touches.contains(where: { $0.maximumTravel > tapDistance }) else { return }
        presentation?.dimmingViewWasTapped()
    }
}
