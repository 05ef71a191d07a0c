import Foundation

/// The view under a presented view that covers the rest of the container (UIKit's private
/// `UIDimmingView`): dimmed for sheets that leave part of the screen uncovered, clear otherwise. It
/// takes every touch outside the presented view, so the presenting view cannot be touched; for a
/// popover a tap on it asks the popover to dismiss, and a touch on a passthrough view goes through.
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
        presentation?.dimmingViewWasTapped()
    }
}
