import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// How touches flow between recognizers and views: order, attachment, delays and cancellation.
@MainActor
@Suite struct UIGestureRecognizerDispatchTests {
    @Test func recognizersOfTheViewAndItsAncestorsSeeEachPhaseFirstNearestFirst() {
        let f = GestureFixture()
        let container = f.nestInContainer()
        let inner = PhaseLogRecognizer("inner", log: f.log)
        let outer = PhaseLogRecognizer("outer", log: f.log)
        let root = PhaseLogRecognizer("window", log: f.log)
        for recognizer in [inner, outer, root] { recognizer.stateOnEnd = .failed }
        f.host.window.addGestureRecognizer(root)
        container.addGestureRecognizer(outer)
        f.view.addGestureRecognizer(inner)
        var attached: [UIGestureRecognizer] = []
        var eventTouches = 0
        inner.onBegan = { touches, event in
            attached = touches.first?.gestureRecognizers ?? []
            eventTouches = event.touches(for: inner)?.count ?? 0
        }
        defer { inner.onBegan = nil }  // the closure holds the recognizer (or what it saw): break that cycle
        let id = f.host.touchDown(at: f.host.center(of: f.view))
        f.host.send(.move, at: CGPoint(x: 121, y: 200), pointer: id)
        f.host.send(.up, at: CGPoint(x: 121, y: 200), pointer: id)
        #expect(f.log.entries == [
            "inner began", "outer began", "window began", "view began",
            "inner moved", "outer moved", "window moved", "view moved",
            "inner ended", "outer ended", "window ended", "inner reset", "outer reset", "window reset", "view ended",
        ])
        #expect(attached.map(ObjectIdentifier.init) == [inner, outer, root].map(ObjectIdentifier.init))
        #expect(eventTouches == 1)
        f.expectAllReset(inner, outer, root)
    }

    @Test func cancelsTouchesInViewSendsTouchesCancelledToTheView() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        #expect(tap.cancelsTouchesInView)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view cancelled", "tap ended"])
        f.expectAllReset(tap)
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsItsEnd() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        tap.cancelsTouchesInView = false
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "tap ended", "view ended"])
        f.expectAllReset(tap)
    }

    @Test func delaysTouchesBeganKeepsTheTouchFromTheViewUntilTheRecognizerFails() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        press.delaysTouchesBegan = true
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.1)
        f.host.send(.move, at: CGPoint(x: f.point.x + 2, y: f.point.y), pointer: id)
        f.host.send(.move, at: CGPoint(x: f.point.x + 4, y: f.point.y), pointer: id)
        #expect(f.log.entries.isEmpty)
        f.host.advance(by: 0.1)
        f.host.send(.up, at: CGPoint(x: f.point.x + 4, y: f.point.y), pointer: id)
        // The press failed on lifting: the view gets the began, the moves (coalesced) and the end, in order.
        #expect(f.log.entries == ["view began", "view moved", "view ended"])
        #expect(f.log.times.allSatisfy { $0 == 0.2 })
        f.expectAllReset(press)
    }

    @Test func delaysTouchesBeganHidesARecognizedTouchFromTheViewEntirely() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        tap.delaysTouchesBegan = true
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["tap ended"])
        f.expectAllReset(tap)
    }

    @Test func delaysTouchesEndedHoldsTheEndWhileTheRecognizerMayStillRecognize() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        #expect(double.delaysTouchesEnded)
        f.host.tap(at: f.point)
        let tapEnd = f.host.now
        #expect(f.log.entries == ["view began"])
        f.host.runUntilIdle()
        #expect(f.log.entries == ["view began", "view ended"])
        #expect(abs(f.log.time(of: "view ended")! - (tapEnd + UIApplication.shared.multiTapInterval)) < 1e-9)
        f.expectAllReset(double)
    }

    @Test func withoutDelaysTouchesEndedTheEndArrivesAtOnce() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        double.delaysTouchesEnded = false
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view ended"])
        #expect(f.log.time(of: "view ended") == f.host.tapDuration)
        f.expectAllReset(double)
    }

    @Test func anIgnoredTouchIsNoLongerDeliveredNorHeld() {
        let f = GestureFixture()
        let watcher = PhaseLogRecognizer("watcher", log: f.log)
        watcher.onBegan = { touches, event in
            for touch in touches { watcher.ignore(touch, for: event) }
        }
        defer { watcher.onBegan = nil }  // the closure holds the recognizer (or what it saw): break that cycle
        f.view.addGestureRecognizer(watcher)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["watcher began", "view began", "view ended"])
        #expect(watcher.numberOfTouches == 0)
    }

    @Test func disabledRecognizersGetNoTouches() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        tap.isEnabled = false
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began", "view ended"])
        tap.isEnabled = true
        f.host.advance(by: 1)
        f.host.tap(at: f.point)
        #expect(f.actions == ["tap ended"])
    }

    @Test func disablingMidGestureCancelsIt() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.6)
        press.isEnabled = false
        #expect(f.actions == ["press began", "press cancelled"])
        #expect(press.state == .cancelled)
        f.host.send(.up, at: f.point, pointer: id)
        #expect(f.actions == ["press began", "press cancelled"])
        f.expectAllReset(press)
    }

    @Test func disablingAPossibleRecognizerFailsItAndReleasesHeldTouches() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        f.host.tap(at: f.point)
        #expect(f.log.entries == ["view began"])
        double.isEnabled = false
        #expect(f.log.entries == ["view began", "view ended"])
        #expect(double.state == .possible)
    }

    @Test func removingARecognizerMidGestureCancelsAndResetsIt() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.6)
        f.view.removeGestureRecognizer(press)
        #expect(f.actions == ["press began", "press cancelled"])
        #expect(press.state == .possible)
        #expect(press.view == nil)
        f.host.send(.move, at: CGPoint(x: 150, y: 200), pointer: id)
        f.host.send(.up, at: CGPoint(x: 150, y: 200), pointer: id)
        #expect(f.actions == ["press began", "press cancelled"])
    }

    @Test func aViewLeavingTheWindowResetsItsRecognizers() {
        let f = GestureFixture()
        let double = f.tap("double", taps: 2)
        let press = f.add(UILongPressGestureRecognizer(), "press")
        f.host.tap(at: f.point)
        let id = f.host.touchDown(at: f.point)
        f.host.advance(by: 0.6)
        #expect(f.actions == ["press began"])
        f.view.removeFromSuperview()
        #expect(f.actions == ["press began", "press cancelled"])
        #expect(double.state == .possible)
        #expect(press.state == .possible)
        // The router cancelled the touch when its view left: the late up of that pointer is dropped
        // quietly (it is not malformed input) and reaches no recognizer.
        let diagnostics = Diagnostics.record { f.host.send(.up, at: f.point, pointer: id) }
        #expect(diagnostics.isEmpty)
        f.host.runUntilIdle()
        #expect(f.actions == ["press began", "press cancelled"])
    }

    @Test func anActionMayRemoveItsViewFromTheWindow() {
        let f = GestureFixture()
        let tap = UITapGestureRecognizer { recognizer in recognizer.view?.removeFromSuperview() }
        f.view.addGestureRecognizer(tap)
        f.host.tap(at: f.point)
        #expect(f.view.window == nil)
        #expect(f.log.entries == ["view began", "view cancelled"])
        #expect(tap.state == .possible)
    }

    @Test func gestureRecognizersPropertyAndMovingBetweenViews() {
        let f = GestureFixture()
        let other = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        f.host.window.addSubview(other)
        #expect(other.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        f.view.addGestureRecognizer(tap)
        f.view.addGestureRecognizer(tap)
        #expect(f.view.gestureRecognizers?.count == 1)
        other.addGestureRecognizer(tap)
        #expect(f.view.gestureRecognizers == nil)
        #expect(other.gestureRecognizers?.first === tap)
        #expect(tap.view === other)
        other.gestureRecognizers = nil
        #expect(tap.view == nil)
    }
}
