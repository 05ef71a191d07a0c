import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UITapGestureRecognizerTests {
    @Test func singleTapRecognizesAndCancelsTheViewsTouch() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        let recorder = ActionRecorder("tap", log: f.log)
        tap.addTarget(recorder, action: ActionRecorder.action)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view cancelled", "tap ended", "tap ended"])
        #expect(recorder.states == [.recognized])
        #expect(tap.state == .possible)
        f.expectAllReset(tap)
    }

    @Test func doubleTapRecognizesOnTheSecondTapAndCancelsBothTouches() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began"])
        f.host.advance(by: f.host.multiTapGap)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view began", "view cancelled", "view cancelled", "double ended"])
        f.expectAllReset(double)
    }

    @Test func singleTapRequiringDoubleTapFailureFiresOnlyAfterTheDoubleTapWindow() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        single.require(toFail: double)
        f.host.tap(at: f.point)
        let tapEnd = f.host.now
        f.host.advance(by: UIApplication.shared.multiTapInterval - 0.01)
        #expect(!f.log.entries.contains("single ended"))
        #expect(single.state == .possible)
        f.host.advance(by: 0.02)
        #expect(f.log.entries == ["view began", "view cancelled", "single ended"])
        #expect(abs(f.log.time(of: "single ended")! - (tapEnd + UIApplication.shared.multiTapInterval)) < 1e-9)
        f.expectAllReset(single, double)
    }

    @Test func doubleTapFailsTheSingleTapThatRequiresIt() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        single.require(toFail: double)
        f.host.doubleTap(at: f.point)
        f.host.runUntilIdle()
        #expect(f.actions == ["double ended"])
        f.expectAllReset(single, double)
    }

    /// A triple tap: the double-tap recognizer fires on the second tap; the third tap starts a new
    /// sequence, which no fourth tap completes, so the single-tap recognizer fires for it once the
    /// double-tap window has passed.
    @Test func tripleTapIsADoubleTapThenASingleTap() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        single.require(toFail: double)
        f.host.doubleTap(at: f.point)
        let doubleTime = f.host.now
        f.host.advance(by: f.host.multiTapGap)
        f.host.tap(at: f.point)
        let thirdTapEnd = f.host.now
        f.host.runUntilIdle()
        #expect(f.actions == ["double ended", "single ended"])
        #expect(f.log.time(of: "double ended") == doubleTime)
        #expect(abs(f.log.time(of: "single ended")! - (thirdTapEnd + UIApplication.shared.multiTapInterval)) < 1e-9)
        f.expectAllReset(single, double)
    }

    @Test func quadrupleTapIsTwoDoubleTaps() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        f.host.doubleTap(at: f.point)
        f.host.advance(by: f.host.multiTapGap)
        f.host.doubleTap(at: f.point)
        f.host.runUntilIdle()
        #expect(f.log.entries.filter { $0 == "double ended" }.count == 2)
        f.expectAllReset(double)
    }

    @Test func tapsDriftingApartFailTheDoubleTapAtTheSecondTouch() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        single.require(toFail: double)
        f.host.tap(at: f.point)
        f.host.advance(by: f.host.multiTapGap)
        let secondDown = f.host.now
        let id = f.host.touchDown(at: CGPoint(x: f.point.x + 60, y: f.point.y))
        // The double tap failed as the second finger landed (and stays failed until it lifts): the
        // first tap is a single tap, at once.
        #expect(double.state == .failed)
        #expect(f.log.time(of: "single ended") == secondDown)
        f.host.advance(by: 0.05)
        f.host.send(.up, at: CGPoint(x: f.point.x + 60, y: f.point.y), pointer: id)
        f.host.runUntilIdle()
        #expect(!f.log.entries.contains("double ended"))
        f.expectAllReset(single, double)
    }

    @Test func aTouchMovingTooFarFailsTheTapAndTheViewGetsItsEnd() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        f.host.drag(from: f.point, to: CGPoint(x: f.point.x, y: f.point.y + UIApplication.shared.multiTapDistance + 5))
        #expect(!f.log.entries.contains("tap ended"))
        #expect(f.log.entries.first == "view began")
        #expect(f.log.entries.last == "view ended")
        f.expectAllReset(tap)
    }

    @Test func aSmallMoveStillTaps() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        f.host.drag(from: f.point, to: CGPoint(x: f.point.x + 5, y: f.point.y), steps: 2, duration: 0.05)
        #expect(f.log.entries.contains("tap ended"))
        f.expectAllReset(tap)
    }

    @Test func aSecondTapAfterTheIntervalDoesNotMakeADoubleTap() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        f.host.tap(at: f.point)
        f.host.advance(by: UIApplication.shared.multiTapInterval + 0.05)
        #expect(f.log.entries == ["view began", "view ended"])
        f.host.tap(at: f.point)
        f.host.runUntilIdle()
        #expect(!f.log.entries.contains("double ended"))
        f.expectAllReset(double)
    }

    @Test func twoFingerTapNeedsBothFingersAndReportsTheirCentroid() {
        let f = GestureFixture()
        f.view.isMultipleTouchEnabled = true
        var locations: [CGPoint] = []
        var touchCounts: [Int] = []
        let tap = UITapGestureRecognizer { recognizer in
            locations.append(recognizer.location(in: nil))
            touchCounts.append(recognizer.numberOfTouches)
        }
        tap.numberOfTouchesRequired = 2
        f.view.addGestureRecognizer(tap)
        // One finger is not enough: the tap fails when it lifts.
        f.host.tap(at: f.point)
        f.host.runUntilIdle()
        #expect(locations.isEmpty)
        let first = f.host.touchDown(at: CGPoint(x: 100, y: 200))
        let second = f.host.touchDown(at: CGPoint(x: 140, y: 220))
        f.host.advance(by: 0.05)
        f.host.send(.up, at: CGPoint(x: 100, y: 200), pointer: first)
        #expect(locations.isEmpty)
        f.host.send(.up, at: CGPoint(x: 140, y: 220), pointer: second)
        #expect(locations == [CGPoint(x: 120, y: 210)])
        #expect(touchCounts == [2])
        f.expectAllReset(tap)
    }

    @Test func tooManyFingersFailTheTap() {
        let f = GestureFixture()
        f.view.isMultipleTouchEnabled = true
        let tap = f.tap("tap")
        let first = f.host.touchDown(at: CGPoint(x: 100, y: 200))
        let second = f.host.touchDown(at: CGPoint(x: 140, y: 220))
        f.host.send(.up, at: CGPoint(x: 100, y: 200), pointer: first)
        f.host.send(.up, at: CGPoint(x: 140, y: 220), pointer: second)
        #expect(!f.log.entries.contains("tap ended"))
        f.expectAllReset(tap)
    }

    @Test func locationInTheActionIsTheTapsLocation() {
        let f = GestureFixture()
        var location: CGPoint?
        var outOfRange: [Diagnostic] = []
        let tap = UITapGestureRecognizer { recognizer in
            location = recognizer.location(in: recognizer.view)
            outOfRange = Diagnostics.record { _ = recognizer.location(ofTouch: 3, in: nil) }
            #expect(recognizer.location(ofTouch: 0, in: nil) == CGPoint(x: 50, y: 150))
        }
        f.view.addGestureRecognizer(tap)
        f.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(location == CGPoint(x: 30, y: 50))
        #expect(outOfRange.map(\.code) == ["gesture.touchIndexOutOfRange"])
        #expect(outOfRange.first?.severity == .error)
    }

    @Test func invalidCountsAreRefused() {
        let tap = UITapGestureRecognizer()
        let diagnostics = Diagnostics.record {
            tap.numberOfTapsRequired = 0
            tap.numberOfTouchesRequired = -1
        }
        #expect(diagnostics.map(\.code) == ["gesture.invalidTapCount", "gesture.invalidTouchCount"])
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
    }
}
