import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Pointer input sent while a view leaves its place — by a control's `.touchCancel` action, which
/// moving or removing the touched view triggers — is handled once the view has moved, as UIKit's
/// event queue would deliver it after the action returns. Handled at once, the new touch began on the
/// leaving view, was forwarded to the control along the old responder chain, and after the move its
/// end went along the new one: the control stayed tracking and highlighted with no finger down
/// (`script/fuzz-events` seed 17719022143254053321).
@MainActor
@Suite struct InputDuringViewMoveTests {
    /// A button covered by a plain view (whose touches go up the responder chain to the button), and
    /// an empty shelf beside it to move that view to.
    private func scene() -> (host: TestHost, button: UIButton, cover: UIView, shelf: UIView) {
        let host = TestHost()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 60))
        let cover = UIView(frame: button.bounds)
        button.addSubview(cover)
        let shelf = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        host.window.addSubview(button)
        host.window.addSubview(shelf)
        return (host, button, cover, shelf)
    }

    private func send(_ host: TestHost, _ phase: PointerInput.Phase, at point: CGPoint) {
        host.application.handle(PointerInput(id: 4, phase: phase, location: point), in: host.window)
    }

    @Test(arguments: [false, true])
    func aFingerPutDownByACancelActionMeetsTheTreeAfterTheMove(removing: Bool) {
        let (host, button, cover, shelf) = scene()
        let centre = CGPoint(x: 80, y: 50)
        var events: [String] = []
        button.addAction(UIAction { _ in
            events.append("cancel")
            self.send(host, .down, at: centre)          // the same finger, down again at once
            events.append("after nested down")
        }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)

        send(host, .down, at: centre)
        #expect(button.isTracking && button.isHighlighted)
        if removing { cover.removeFromSuperview() } else { shelf.addSubview(cover) }
        #expect(events == ["down", "cancel", "after nested down", "down"],
                "the nested down is handled after the move, on the button itself")
        #expect(button.isTracking, "tracking the new finger")
        send(host, .up, at: centre)
        #expect(events.last == "up inside")
        #expect(!button.isTracking && !button.isHighlighted, "no control stays highlighted without a finger")
        #expect(host.application.touchRouter.activeTouchCount == 0)
    }

    /// Input held during a move keeps its order, and input that handling it sends comes after it.
    @Test func heldInputIsHandledInArrivalOrder() {
        let (host, button, cover, shelf) = scene()
        let centre = CGPoint(x: 80, y: 50)
        var events: [String] = []
        button.addAction(UIAction { _ in
            events.append("cancel")
            self.send(host, .down, at: centre)
            self.send(host, .up, at: centre)             // a whole tap from inside the action
        }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        send(host, .down, at: centre)
        shelf.addSubview(cover)
        #expect(events == ["down", "cancel", "down", "up inside"])
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(host.application.touchRouter.activeTouchCount == 0)
    }
}
