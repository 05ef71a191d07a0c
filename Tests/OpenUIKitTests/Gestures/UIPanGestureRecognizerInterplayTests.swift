import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A pan among other recognizers and controls, as UIKit arbitrates them.
@MainActor
@Suite struct UIPanGestureRecognizerInterplayTests {
    @Test func aTapIsATapAndADragIsAPan() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let tap = f.tap("tap")
        f.host.tap(at: f.point)
        #expect(f.actions == ["tap ended"])
        f.expectAllReset(pan, tap)
        f.log.clear()
        f.host.drag(from: f.point, to: CGPoint(x: f.point.x, y: f.point.y + 60))
        #expect(f.actions.first == "pan began")
        #expect(!f.actions.contains("tap ended"))
        f.expectAllReset(pan, tap)
    }

    @Test func aPanRequiringASwipeToFailWaitsForIt() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let swipe = f.add(UISwipeGestureRecognizer(), "swipe")
        pan.require(toFail: swipe)
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y))
        #expect(f.actions == ["swipe ended"])
        f.expectAllReset(pan, swipe)
        f.log.clear()
        // 100 pt in 2 s: past the threshold at 0.3 s, but the swipe fails only at 0.5 s.
        let start = f.host.now
        f.host.drag(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y), steps: 20, duration: 2)
        #expect(f.actions.first == "pan began")
        #expect(f.actions.last == "pan ended")
        #expect(!f.actions.contains("swipe ended"))
        let began = f.log.time(of: "pan began") ?? 0
        #expect(abs(began - start - 0.5) < 0.001)
    }

    @Test func aPanOnASuperviewCancelsTheControlsTouchAndATapStillReachesIt() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        f.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        let center = f.host.center(of: button)
        f.host.tap(at: center)
        #expect(events == ["up inside"])
        f.expectAllReset(pan)
        events.removeAll()
        f.host.drag(from: center, to: CGPoint(x: center.x + 30, y: center.y))
        #expect(events == ["cancel"])
        #expect(f.actions.first == "pan began")
    }
}
