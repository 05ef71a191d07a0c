import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UISwipeGestureRecognizerTests {
    private func right(_ f: GestureFixture, by distance: CGFloat = 100) -> CGPoint {
        CGPoint(x: f.point.x + distance, y: f.point.y)
    }

    @Test func defaultsFollowUIKit() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aQuickSwipeIsRecognizedOnceWhileTheFingerIsDown() {
        let f = GestureFixture()
        let swipe = f.add(UISwipeGestureRecognizer(), "swipe")
        let ids = f.host.moveFingers(steps: 5, duration: 0.1, lift: false) {
            [CGPoint(x: f.point.x + 100 * $0, y: f.point.y)]
        }
        // Recognized at the third move (60 pt ≥ 50 pt), before the finger lifts; the view's touch cancelled.
        #expect(f.log.entries == ["view began", "view moved", "view moved", "view cancelled", "swipe ended"])
        f.host.send(.up, at: right(f), pointer: ids[0])
        #expect(f.actions == ["swipe ended"])
        f.expectAllReset(swipe)
    }

    @Test func theLocationIsWhereTheSwipeBegan() {
        let f = GestureFixture()
        let swipe = f.add(UISwipeGestureRecognizer(), "swipe")
        var location = CGPoint.zero
        var firstTouch = CGPoint.zero
        swipe.addTarget { [unowned f] recognizer in
            location = recognizer.location(in: f.view)
            firstTouch = recognizer.location(ofTouch: 0, in: nil)
        }
        f.host.swipe(from: f.point, to: right(f))
        #expect(location == CGPoint(x: 100, y: 100))
        #expect(firstTouch == f.point)
    }

    @Test func theWrongDirectionFails() {
        let f = GestureFixture()
        let swipe = f.add(UISwipeGestureRecognizer(), "swipe")
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x - 100, y: f.point.y))
        #expect(f.actions.isEmpty)
        swipe.direction = [.left, .up]
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x - 100, y: f.point.y))
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x, y: f.point.y - 100))
        #expect(f.actions == ["swipe ended", "swipe ended"])
    }

    @Test func aDiagonalMovementIsNotMostlyInTheDirection() {
        let f = GestureFixture()
        f.add(UISwipeGestureRecognizer(), "swipe")
        // 45° off: beyond the 30° tolerance.
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y + 100))
        #expect(f.actions.isEmpty)
        // 20° off: within it.
        f.host.swipe(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y + 36))
        #expect(f.actions == ["swipe ended"])
    }

    @Test func aSlowMovementIsNotASwipe() {
        let f = GestureFixture()
        f.add(UISwipeGestureRecognizer(), "swipe")
        // 100 pt in 1.5 s: 50 pt is reached only after the 0.5 s limit.
        f.host.drag(from: f.point, to: right(f), steps: 15, duration: 1.5)
        #expect(f.actions.isEmpty)
    }

    @Test func tooShortIsNotASwipe() {
        let f = GestureFixture()
        f.add(UISwipeGestureRecognizer(), "swipe")
        f.host.swipe(from: f.point, to: right(f, by: 40))
        #expect(f.actions.isEmpty)
    }

    @Test func numberOfTouchesRequiredCountsFingers() {
        let f = GestureFixture()
        let swipe = f.add(UISwipeGestureRecognizer(), "swipe")
        swipe.numberOfTouchesRequired = 2
        f.host.swipe(from: f.point, to: right(f))
        #expect(f.actions.isEmpty)
        f.host.swipe(from: f.point, to: right(f), fingers: 2)
        #expect(f.actions == ["swipe ended"])
        f.host.swipe(from: f.point, to: right(f), fingers: 3)
        #expect(f.actions == ["swipe ended"])
        swipe.numberOfTouchesRequired = 0
        #expect(swipe.numberOfTouchesRequired == 2)
    }
}
