import Testing
import OpenUIKit
import OpenUIKitTesting

/// The pan-to-dismiss card, compiled in Swift 5 mode, driven by real input.
@MainActor
@Suite struct Swift5PanToDismissCardTests {
    @Test func aLongDragDismissesAndAShortOneSnapsBack() {
        let host = TestHost()
        let card = Swift5PanToDismissCard(frame: CGRect(x: 40, y: 200, width: 300, height: 200))
        host.window.addSubview(card)
        let start = card.center
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), steps: 10, duration: 1)
        #expect(card.center == start)
        #expect(!card.isDismissed)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 200), steps: 20, duration: 2)
        #expect(card.isDismissed)
    }
}
