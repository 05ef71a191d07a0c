import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Tap recognizer behaviour a UIKit developer relies on (issue 17).
@MainActor
@Suite struct UITapGestureRecognizerUIKitRulesTests {
    @Test func aDoubleTapIsLocatedWhereTheFirstTapLanded() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        var location: CGPoint?
        double.addTarget { [unowned f] recognizer in location = recognizer.location(in: f.view) }  // f's view holds the recognizer
        f.host.tap(at: CGPoint(x: 100, y: 180))
        f.host.advance(by: f.host.multiTapGap)
        f.host.tap(at: CGPoint(x: 120, y: 200))
        #expect(location == f.view.convert(CGPoint(x: 100, y: 180), from: f.host.window))
    }

    @Test func aTapHeldTooLongFailsWhileTheFingerIsStillDown() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 1.4)
        #expect(tap.state == .possible)
        f.host.advance(by: 0.2)
        #expect(tap.state == .failed)
        f.host.send(.up, at: f.point, pointer: id)
        #expect(f.actions.isEmpty)
        #expect(f.log.entries == ["view began", "view ended"])
        f.expectAllReset(tap)
    }

    @Test func aThreeSecondHoldIsNotATap() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        f.host.press(at: f.point, for: 3)
        #expect(f.actions.isEmpty)
        f.expectAllReset(tap)
    }

    @Test func withoutAFailureRequirementSingleAndDoubleTapBothRecognize() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        f.host.tap(at: f.point)
        #expect(f.actions == ["single ended"])
        f.host.advance(by: f.host.multiTapGap)
        f.host.tap(at: f.point)
        #expect(f.actions == ["single ended", "double ended"])
        f.expectAllReset(single, double)
    }

    @Test func theViewHearsTouchesCancelledJustBeforeTheAction() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view cancelled", "tap ended"])
        f.expectAllReset(tap)
    }
}
