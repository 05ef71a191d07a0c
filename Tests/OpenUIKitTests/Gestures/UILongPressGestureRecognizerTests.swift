import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UILongPressGestureRecognizerTests {
    @Test func defaultsFollowUIKit() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test func holdingBeginsAfterTheMinimumDurationAndLiftingEnds() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.49)
        #expect(f.actions.isEmpty)
        f.host.advance(by: 0.02)
        #expect(f.log.time(of: "press began") == 0.5)
        // cancelsTouchesInView: the view's touch is cancelled when the press begins.
        #expect(f.log.entries == ["view began", "view cancelled", "press began"])
        f.host.advance(by: 0.3)
        f.host.send(.up, at: f.point, pointer: id)
        #expect(f.log.entries == ["view began", "view cancelled", "press began", "press ended"])
        f.expectAllReset(press)
    }

    @Test func movingAfterBeginningReportsChanges() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.6)
        f.host.send(.move, at: CGPoint(x: f.point.x + 30, y: f.point.y), pointer: id)
        f.host.send(.move, at: CGPoint(x: f.point.x + 60, y: f.point.y), pointer: id)
        f.host.send(.up, at: CGPoint(x: f.point.x + 60, y: f.point.y), pointer: id)
        #expect(f.actions == ["press began", "press changed", "press changed", "press ended"])
        f.expectAllReset(press)
    }

    @Test func liftingEarlyFailsAndTheViewGetsItsTouchesOnTime() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        f.host.press(at: f.point, for: 0.3)
        f.host.runUntilIdle()
        #expect(f.actions.isEmpty)
        #expect(f.log.entries == ["view began", "view ended"])
        #expect(f.log.time(of: "view ended") == 0.3)
        f.expectAllReset(press)
    }

    @Test func movingTooFarBeforeTheDurationFails() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.send(.move, at: CGPoint(x: f.point.x + 8, y: f.point.y), pointer: id)
        #expect(press.state == .possible)
        f.host.send(.move, at: CGPoint(x: f.point.x + 12, y: f.point.y), pointer: id)
        #expect(press.state == .failed)
        f.host.advance(by: 1)
        f.host.send(.up, at: CGPoint(x: f.point.x + 12, y: f.point.y), pointer: id)
        #expect(f.actions.isEmpty)
        f.expectAllReset(press)
    }

    @Test func customDurationAndMovement() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        press.minimumPressDuration = 1.2
        press.allowableMovement = 30
        let id = f.host.touchDown(at: f.point)
        f.host.send(.move, at: CGPoint(x: f.point.x + 25, y: f.point.y), pointer: id)
        f.host.advance(by: 1.1)
        #expect(f.actions.isEmpty)
        f.host.advance(by: 0.2)
        #expect(f.log.time(of: "press began") == 1.2)
        f.host.send(.up, at: f.point, pointer: id)
        f.expectAllReset(press)
    }

    @Test func tapAndHoldNeedsTheTapFirst() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        // A plain hold is only the tap: nothing begins.
        f.host.press(at: f.point, for: 1)
        f.host.runUntilIdle()
        #expect(f.actions.isEmpty)
        // Tap, then hold: begins half a second after the second touch went down.
        f.host.tap(at: f.point)
        f.host.advance(by: 0.1)
        let id = f.host.touchDown(at: f.point)
        let downTime = f.host.now
        f.host.advance(by: 0.6)
        f.host.send(.up, at: f.point, pointer: id)
        #expect(f.actions == ["press began", "press ended"])
        #expect(f.log.time(of: "press began") == downTime + 0.5)
        f.expectAllReset(press)
    }

    @Test func tapAndHoldFailsWhenTheHoldComesTooLate() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        press.numberOfTapsRequired = 1
        f.host.tap(at: f.point)
        f.host.advance(by: UIApplication.shared.multiTapInterval + 0.1)
        f.host.press(at: f.point, for: 1)
        f.host.runUntilIdle()
        #expect(f.actions.isEmpty)
        f.expectAllReset(press)
    }

    /// Tap and long press on one view exclude each other: a quick tap is a tap, a hold is a press.
    @Test func tapAndLongPressExcludeEachOther() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        let press = f.add(UILongPressGestureRecognizer(), "press")
        f.host.tap(at: f.point)
        #expect(f.actions == ["tap ended"])
        f.expectAllReset(tap, press)
        f.host.press(at: f.point, for: 1)
        #expect(f.actions == ["tap ended", "press began", "press ended"])
        f.expectAllReset(tap, press)
    }

    @Test func aCancelledTouchCancelsAPressInProgress() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.6)
        f.host.send(.cancel, at: f.point, pointer: id)
        #expect(f.actions == ["press began", "press cancelled"])
        f.expectAllReset(press)
    }

    @Test func invalidSettingsAreRefused() {
        let press = UILongPressGestureRecognizer()
        let diagnostics = Diagnostics.record {
            press.minimumPressDuration = .nan
            press.allowableMovement = -1
            press.numberOfTapsRequired = -1
            press.numberOfTouchesRequired = 0
        }
        #expect(diagnostics.map(\.code) == ["gesture.invalidPressDuration", "gesture.invalidMovement",
                                            "gesture.invalidTapCount", "gesture.invalidTouchCount"])
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }
}
