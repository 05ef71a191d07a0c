import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The ported pan-to-dismiss card behaves as on iOS, driven by real input.
@MainActor
@Suite struct PanToDismissCardTests {
    private func makeCard() -> (TestHost, PanToDismissCard) {
        let host = TestHost()
        let card = PanToDismissCard(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
        host.window.addSubview(card)
        return (host, card)
    }

    @Test func theCardFollowsTheFingerDownwards() {
        let (host, card) = makeCard()
        let start = card.center
        let ids = host.moveFingers(lift: false) { [CGPoint(x: start.x, y: start.y + 100 * $0)] }
        // Began past 10 pt (at 20 pt): it follows the remaining 80 pt without jumping.
        #expect(abs(card.center.y - (start.y + 80)) < 0.001)
        #expect(card.center.x == start.x)
        host.send(.up, at: CGPoint(x: start.x, y: start.y + 100), pointer: ids[0])
    }

    @Test func aShortSlowDragSnapsBack() {
        let (host, card) = makeCard()
        let start = card.center
        var dismissals = 0
        card.onDismiss = { dismissals += 1 }
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), steps: 10, duration: 1)
        #expect(card.center == start)
        #expect(dismissals == 0)
    }

    @Test func aLongDragDismisses() {
        let (host, card) = makeCard()
        let start = card.center
        var dismissals = 0
        card.onDismiss = { dismissals += 1 }
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 200), steps: 20, duration: 2)
        #expect(dismissals == 1)
        #expect(card.frame.minY > host.window.bounds.maxY)
    }

    @Test func aShortFlickDismisses() {
        let (host, card) = makeCard()
        let start = card.center
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), steps: 4, duration: 0.04)
        #expect(card.isDismissed)
    }
}
