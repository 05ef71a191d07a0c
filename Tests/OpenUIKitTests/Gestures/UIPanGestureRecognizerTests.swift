import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIPanGestureRecognizerTests {
    /// A drag of 100 pt right in 10 moves of 10 pt, 0.03 s apart: 333⅓ pt/s.
    private func dragRight(_ f: GestureFixture, fingers: Int = 1) {
        if fingers == 1 {
            f.host.drag(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y))
        } else {
            f.host.twoFingerDrag(from: f.point, to: CGPoint(x: f.point.x + 100, y: f.point.y))
        }
    }

    @Test func defaultsFollowUIKit() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func beginsPastTenPointsThenChangesAndEnds() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let id = f.host.touchDown(at: f.point)
        f.host.send(.move, at: CGPoint(x: f.point.x + 10, y: f.point.y), pointer: id)
        #expect(pan.state == .possible)
        f.host.send(.move, at: CGPoint(x: f.point.x + 11, y: f.point.y), pointer: id)
        #expect(f.log.entries == ["view began", "view moved", "view cancelled", "pan began"])
        f.host.send(.move, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: id)
        f.host.send(.up, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: id)
        #expect(f.actions == ["pan began", "pan changed", "pan ended"])
        f.expectAllReset(pan)
    }

    @Test func translationStartsWhereTheGestureBeganAndVelocityIsTheDragSpeed() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        var translations: [CGFloat] = []
        var endVelocity = CGPoint.zero
        pan.addTarget { [unowned f] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: f.view).x)
            if pan.state == .ended { endVelocity = pan.velocity(in: f.view) }
        }
        dragRight(f)
        // Began on the second move (20 pt > 10 pt): translation 0 there, 80 at the end.
        #expect(f.actions.count == 10)
        #expect(translations.first == 0)
        #expect(abs(translations.last! - 80) < 0.001)
        #expect(abs(endVelocity.x - 1000 / 3) < 0.5)
        #expect(endVelocity.y == 0)
    }

    @Test func translationIsAVectorNotAPointInTheGivenView() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let elsewhere = UIView(frame: CGRect(x: 37, y: 91, width: 10, height: 10))
        f.host.window.addSubview(elsewhere)
        var inWindow = CGPoint.zero
        var inElsewhere = CGPoint.zero
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            inWindow = pan.translation(in: nil)
            inElsewhere = pan.translation(in: elsewhere)
        }
        dragRight(f)
        #expect(abs(inWindow.x - 80) < 0.001)
        #expect(inElsewhere == inWindow)
    }

    @Test func setTranslationRebasesWithoutChangingVelocity() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        var applied: CGFloat = 0
        var velocities: [CGFloat] = []
        pan.addTarget { [unowned f] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            applied += pan.translation(in: f.view).x
            pan.setTranslation(.zero, in: f.view)
            velocities.append(pan.velocity(in: f.view).x)
        }
        dragRight(f)
        #expect(abs(applied - 80) < 0.001)
        #expect(abs(velocities.last! - 1000 / 3) < 0.5)
    }

    @Test func fingersThatRestBeforeLiftingEndWithNoVelocity() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        var endVelocity = CGPoint(x: -1, y: -1)
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        let ids = f.host.moveFingers(lift: false) { [CGPoint(x: f.point.x + 100 * $0, y: f.point.y)] }
        f.host.advance(by: 0.2)
        f.host.send(.up, at: CGPoint(x: f.point.x + 100, y: f.point.y), pointer: ids[0])
        #expect(endVelocity == .zero)
    }

    @Test func minimumNumberOfTouchesNeedsTwoFingers() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        pan.minimumNumberOfTouches = 2
        dragRight(f)
        #expect(f.actions.isEmpty)
        f.expectAllReset(pan)
        var translation = CGPoint.zero
        var touches = 0
        pan.addTarget { recognizer in
            translation = (recognizer as! UIPanGestureRecognizer).translation(in: nil)
            touches = recognizer.numberOfTouches
        }
        dragRight(f, fingers: 2)
        #expect(f.actions.first == "pan began")
        #expect(f.actions.last == "pan ended")
        // Each finger moves in its own event: the centroid crosses 10 pt at 15 pt, so 85 pt remain.
        #expect(abs(translation.x - 85) < 0.001)
        #expect(touches == 2)
    }

    @Test func moreThanTheMaximumFingersFails() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        dragRight(f, fingers: 2)
        #expect(f.actions.isEmpty)
        f.expectAllReset(pan)
    }

    @Test func aSecondFingerJoiningDoesNotMakeTheTranslationJump() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let first = f.host.touchDown(at: f.point)
        f.host.send(.move, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: first)
        let before = pan.translation(in: nil)
        let second = f.host.touchDown(at: CGPoint(x: f.point.x + 60, y: f.point.y + 40))
        #expect(pan.translation(in: nil) == before)
        #expect(pan.numberOfTouches == 2)
        // Both fingers move 10 pt right: the centroid, and so the translation, moves 10 pt.
        f.host.send(.move, at: CGPoint(x: f.point.x + 40, y: f.point.y), pointer: first)
        f.host.send(.move, at: CGPoint(x: f.point.x + 70, y: f.point.y + 40), pointer: second)
        #expect(abs(pan.translation(in: nil).x - (before.x + 10)) < 0.001)
        #expect(abs(pan.location(ofTouch: 1, in: nil).x - (f.point.x + 70)) < 0.001)
        f.host.send(.up, at: CGPoint(x: f.point.x + 40, y: f.point.y), pointer: first)
        #expect(pan.state == .changed)
        f.host.send(.up, at: CGPoint(x: f.point.x + 70, y: f.point.y + 40), pointer: second)
        #expect(f.actions.last == "pan ended")
    }

    @Test func cancelledTouchesCancelAPanInProgress() {
        let f = GestureFixture()
        let pan = f.add(UIPanGestureRecognizer(), "pan")
        let id = f.host.touchDown(at: f.point)
        f.host.send(.move, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: id)
        f.host.send(.cancel, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: id)
        #expect(f.actions == ["pan began", "pan cancelled"])
        f.expectAllReset(pan)
    }

    @Test func invalidTouchCountsAreRefused() {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 0
        pan.maximumNumberOfTouches = -1
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
    }
}
