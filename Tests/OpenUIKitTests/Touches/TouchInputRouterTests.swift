import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct TouchInputRouterTests {
    private func makeHost() -> (TestHost, TouchRecordingView) {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        return (host, view)
    }

    /// Raw input at an explicit time.
    private func send(_ host: TestHost, _ phase: PointerInput.Phase, _ point: CGPoint, id: Int = 1,
                      at time: TimeInterval? = nil) {
        host.application.handle(PointerInput(id: id, phase: phase, location: point, timestamp: time), in: host.window)
    }

    /// A tap (down and up at the same point) with explicit times.
    private func tap(_ host: TestHost, at point: CGPoint, down: TimeInterval, up: TimeInterval) {
        send(host, .down, point, at: down)
        send(host, .up, point, at: up)
    }

    /// The changed touch comes first in the event, then the other live touches in the order they went
    /// down — the same order in every process (the live touches were once a dictionary, whose order
    /// changed from run to run; issue 7 made them a list).
    @Test func stationaryTouchesFollowTheChangedOneInDownOrder() {
        let (host, view) = makeHost()
        view.isMultipleTouchEnabled = true
        let ids = [5, 1, 9, 3, 7, 2]
        for (index, id) in ids.enumerated() {
            send(host, .down, CGPoint(x: 20 + 40 * index, y: 20), id: id)
        }
        var order: [Int] = []
        view.onTouch = { callback, _, event in
            if callback == "moved" { order = event?.touches.map(\.pointerID) ?? [] }
        }
        send(host, .move, CGPoint(x: 60, y: 100), id: 1)
        #expect(order == [1, 5, 9, 3, 7, 2])
        send(host, .up, CGPoint(x: 60, y: 100), id: 9)
        send(host, .move, CGPoint(x: 20, y: 100), id: 5)
        #expect(order == [5, 1, 3, 7, 2])
    }

    private func began(_ view: TouchRecordingView) -> [Int] {
        view.snapshots.filter { $0.callback == "began" }.map(\.tapCount)
    }

    /// After malformed input, a normal tap must still be delivered in full.
    private func expectANormalTapWorks(_ host: TestHost, _ view: TouchRecordingView,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        view.snapshots.removeAll()
        host.advance(by: 10)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(view.callbacks == ["began", "ended"], sourceLocation: sourceLocation)
        #expect(host.application.touchRouter.activeTouchCount == 0, sourceLocation: sourceLocation)
    }

    // MARK: tapCount

    @Test func tapsWithinTheIntervalAndDistanceCountUp() {
        let (host, view) = makeHost()
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        tap(host, at: CGPoint(x: 120, y: 100), down: 0.39, up: 0.45)  // 0.34 s after the up, 20 pt away
        tap(host, at: CGPoint(x: 150, y: 100), down: 0.50, up: 0.55)  // 30 pt from the previous tap
        #expect(began(view) == [1, 2, 3])
        #expect(view.snapshots.filter { $0.callback == "ended" }.map(\.tapCount) == [1, 2, 3])
    }

    @Test func aTapTooLateStartsOver() {
        let (host, view) = makeHost()
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        tap(host, at: CGPoint(x: 100, y: 100), down: 0.41, up: 0.45)  // 0.36 s after the up
        #expect(began(view) == [1, 1])
    }

    @Test func aTapTooFarStartsOver() {
        let (host, view) = makeHost()
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        tap(host, at: CGPoint(x: 100, y: 145.5), down: 0.1, up: 0.15)  // 45.5 pt away
        tap(host, at: CGPoint(x: 100, y: 190.5), down: 0.2, up: 0.25)  // exactly 45 pt: counts
        #expect(began(view) == [1, 1, 2])
    }

    @Test func aDragEndsTheSequence() {
        let (host, view) = makeHost()
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        send(host, .down, CGPoint(x: 100, y: 100), at: 0.1)
        send(host, .move, CGPoint(x: 160, y: 100), at: 0.15)  // 60 pt: a drag, not a tap
        send(host, .up, CGPoint(x: 100, y: 100), at: 0.2)      // back where it started
        tap(host, at: CGPoint(x: 100, y: 100), down: 0.25, up: 0.3)
        #expect(began(view) == [1, 2, 1])
    }

    @Test func aCancelledTouchEndsTheSequence() {
        let (host, view) = makeHost()
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        send(host, .down, CGPoint(x: 100, y: 100), at: 0.1)
        send(host, .cancel, CGPoint(x: 100, y: 100), at: 0.15)
        tap(host, at: CGPoint(x: 100, y: 100), down: 0.2, up: 0.25)
        #expect(began(view) == [1, 2, 1])
    }

    @Test func testHostTripleTapCountsThree() {
        let (host, view) = makeHost()
        host.doubleTap(at: CGPoint(x: 50, y: 50))
        host.advance(by: host.multiTapGap)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(began(view) == [1, 2, 3])
    }

    @Test func theIntervalAndDistanceAreTheApplications() {
        let (host, view) = makeHost()
        host.application.multiTapInterval = 1
        host.application.multiTapDistance = 100
        tap(host, at: CGPoint(x: 100, y: 100), down: 0, up: 0.05)
        tap(host, at: CGPoint(x: 190, y: 100), down: 0.9, up: 0.95)
        #expect(began(view) == [1, 2])
    }

    // MARK: Multiple and exclusive touches

    @Test func withoutMultipleTouchASecondTouchOnTheSameViewIsDropped() {
        let (host, view) = makeHost()
        #expect(!view.isMultipleTouchEnabled)
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 20, y: 20))
        host.send(.move, at: CGPoint(x: 30, y: 30), pointer: second)
        host.send(.up, at: CGPoint(x: 30, y: 30), pointer: second)
        host.send(.up, at: CGPoint(x: 10, y: 10), pointer: first)
        #expect(view.callbacks == ["began", "ended"])
        #expect(Set(view.snapshots.map(\.touchNumber)).count == 1)
    }

    @Test func withMultipleTouchBothAreDelivered() {
        let (host, view) = makeHost()
        view.isMultipleTouchEnabled = true
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 20, y: 20))
        host.send(.up, at: CGPoint(x: 20, y: 20), pointer: second)
        host.send(.up, at: CGPoint(x: 10, y: 10), pointer: first)
        #expect(view.callbacks == ["began", "began", "ended", "ended"])
        #expect(view.snapshots.map(\.allTouchCount) == [1, 2, 2, 1])
    }

    @Test func anExclusiveTouchViewBlocksOtherViews() {
        let host = TestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        host.window.addSubview(exclusive)
        host.window.addSubview(other)
        let first = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 210, y: 10))
        host.send(.up, at: CGPoint(x: 10, y: 10), pointer: first)
        #expect(exclusive.callbacks == ["began", "ended"])
        #expect(other.snapshots.isEmpty)
        host.tap(at: CGPoint(x: 210, y: 10))  // exclusive touch over: delivered again
        #expect(other.callbacks == ["began", "ended"])
    }

    @Test func anExclusiveTouchViewGetsNothingWhileOthersAreTouched() {
        let host = TestHost()
        let exclusive = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        host.window.addSubview(exclusive)
        host.window.addSubview(other)
        let first = host.touchDown(at: CGPoint(x: 210, y: 10))
        host.tap(at: CGPoint(x: 10, y: 10))
        host.send(.up, at: CGPoint(x: 210, y: 10), pointer: first)
        #expect(exclusive.snapshots.isEmpty)
        #expect(other.callbacks == ["began", "ended"])
    }

    // MARK: Malformed input

    @Test(arguments: [PointerInput.Phase.move, .up, .cancel])
    func anEndOrMoveWithoutDownIsReported(phase: PointerInput.Phase) {
        let (host, view) = makeHost()
        let diagnostics = Diagnostics.record { send(host, phase, CGPoint(x: 10, y: 10), id: 7) }
        #expect(diagnostics.map(\.code) == ["touch.withoutDown"])
        #expect(view.snapshots.isEmpty)
        expectANormalTapWorks(host, view)
    }

    @Test func aDuplicateDownIsReportedAndTheFirstTouchContinues() {
        let (host, view) = makeHost()
        send(host, .down, CGPoint(x: 10, y: 10), at: 0)
        let diagnostics = Diagnostics.record { send(host, .down, CGPoint(x: 50, y: 50), at: 0.1) }
        #expect(diagnostics.map(\.code) == ["touch.duplicateDown"])
        send(host, .up, CGPoint(x: 10, y: 10), at: 0.2)
        #expect(view.callbacks == ["began", "ended"])
        expectANormalTapWorks(host, view)
    }

    /// A window released while its pointer is down took the up with it: the touch stayed live, so every
    /// later down of that pointer was refused as `touch.duplicateDown` and the stale touch kept its view
    /// alive. A down in another window now cancels the stale touch first (no view hears it: its window
    /// is gone) and begins normally.
    @Test func aDownAfterTheTouchesWindowWasReleasedBeginsANewTouch() {
        let (host, view) = makeHost()
        weak var staleView: UIView?
        weak var released: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            // A plain view: a TouchRecordingView's snapshots would hold the window.
            let inWindow = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(inWindow)
            host.application.handle(PointerInput(id: 1, phase: .down, location: CGPoint(x: 10, y: 10)), in: window)
            #expect(host.application.touchRouter.activeTouchCount == 1)
            staleView = inWindow
            released = window
        }
        #expect(released == nil)
        let diagnostics = Diagnostics.record {
            send(host, .move, CGPoint(x: 20, y: 20))  // the old stream: its window is gone
            send(host, .down, CGPoint(x: 30, y: 30))
        }
        #expect(diagnostics.map(\.code) == ["touch.withoutDown", "touch.staleTouchCancelled"])
        #expect(staleView == nil, "the cancelled touch no longer keeps its view alive")
        send(host, .up, CGPoint(x: 30, y: 30))
        #expect(view.callbacks == ["began", "ended"])
        #expect(host.application.touchRouter.activeTouchCount == 0)
        expectANormalTapWorks(host, view)
    }

    /// The key window changed while a pointer was down and input comes through `handle(_:)` without a
    /// window: the up went to the new key window and was dropped. The next down cancels the touch in
    /// the old window, whose view hears `touchesCancelled`, and begins in the new one.
    @Test func aDownInAnotherWindowCancelsTheStaleTouchFirst() {
        let (host, view) = makeHost()
        host.window.makeKeyAndVisible()
        host.application.handle(PointerInput(id: 1, phase: .down, location: CGPoint(x: 10, y: 10)))
        let other = UIWindow(frame: host.window.frame)
        let inOther = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        other.addSubview(inOther)
        other.makeKeyAndVisible()
        let diagnostics = Diagnostics.record {
            host.application.handle(PointerInput(id: 1, phase: .up, location: CGPoint(x: 10, y: 10)))
            host.application.handle(PointerInput(id: 1, phase: .down, location: CGPoint(x: 40, y: 40)))
        }
        #expect(diagnostics.map(\.code) == ["touch.withoutDown", "touch.staleTouchCancelled"])
        #expect(view.callbacks == ["began", "cancelled"])
        #expect(inOther.callbacks == ["began"])
        host.application.handle(PointerInput(id: 1, phase: .up, location: CGPoint(x: 40, y: 40)))
        #expect(inOther.callbacks == ["began", "ended"])
        #expect(host.application.touchRouter.activeTouchCount == 0)
        // A second down in the same window is still a duplicate.
        host.application.handle(PointerInput(id: 2, phase: .down, location: CGPoint(x: 40, y: 40)))
        #expect(Diagnostics.record {
            host.application.handle(PointerInput(id: 2, phase: .down, location: CGPoint(x: 50, y: 50)))
        }.map(\.code) == ["touch.duplicateDown"])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteDownOrMoveIsIgnored(bad: CGFloat) {
        let (host, view) = makeHost()
        let diagnostics = Diagnostics.record {
            send(host, .down, CGPoint(x: bad, y: 10), id: 1)
            send(host, .down, CGPoint(x: 10, y: 10), id: 2)
            send(host, .move, CGPoint(x: 20, y: bad), id: 2)
            send(host, .up, CGPoint(x: 10, y: 10), id: 2)
        }
        #expect(diagnostics.map(\.code) == ["touch.invalidLocation", "touch.invalidLocation"])
        #expect(view.callbacks == ["began", "ended"])
        #expect(view.snapshots.last?.location == CGPoint(x: 10, y: 10))
        expectANormalTapWorks(host, view)
    }

    @Test func aNonFiniteUpBecomesACancelAtTheLastLocation() {
        let (host, view) = makeHost()
        send(host, .down, CGPoint(x: 10, y: 10))
        send(host, .move, CGPoint(x: 20, y: 20))
        let diagnostics = Diagnostics.record { send(host, .up, CGPoint(x: CGFloat.nan, y: 0)) }
        #expect(diagnostics.map(\.code) == ["touch.invalidLocation"])
        #expect(view.callbacks == ["began", "moved", "cancelled"])
        #expect(view.snapshots.last?.location == CGPoint(x: 20, y: 20))
        #expect(view.snapshots.last?.phase == .cancelled)
        expectANormalTapWorks(host, view)
    }

    @Test func aDownOrMoveBackInTimeIsIgnored() {
        let (host, view) = makeHost()
        host.advance(by: 1)
        send(host, .down, CGPoint(x: 10, y: 10), id: 1, at: 1)
        let diagnostics = Diagnostics.record {
            send(host, .down, CGPoint(x: 10, y: 10), id: 2, at: 0.5)
            send(host, .move, CGPoint(x: 30, y: 30), id: 1, at: 0.9)
            send(host, .down, CGPoint(x: 10, y: 10), id: 3, at: .nan)
        }
        #expect(diagnostics.map(\.code) == ["touch.timeWentBackwards", "touch.timeWentBackwards", "touch.timeWentBackwards"])
        send(host, .up, CGPoint(x: 10, y: 10), id: 1, at: 1.1)
        #expect(view.callbacks == ["began", "ended"])
        expectANormalTapWorks(host, view)
    }

    @Test func anUpBackInTimeIsDeliveredAtTheLastTime() {
        let (host, view) = makeHost()
        send(host, .down, CGPoint(x: 10, y: 10), at: 2)
        let diagnostics = Diagnostics.record { send(host, .up, CGPoint(x: 10, y: 10), at: 1) }
        #expect(diagnostics.map(\.code) == ["touch.timeWentBackwards"])
        #expect(view.callbacks == ["began", "ended"])
        #expect(view.snapshots.last?.timestamp == 2)
        expectANormalTapWorks(host, view)
    }

    @Test func aViewRemovedMidTouchIsCancelledAndTheRestOfTheStreamIsDroppedQuietly() {
        let (host, view) = makeHost()
        let id = host.touchDown(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        #expect(view.callbacks == ["began", "cancelled"])
        let diagnostics = Diagnostics.record {
            host.send(.move, at: CGPoint(x: 20, y: 20), pointer: id)
            host.send(.up, at: CGPoint(x: 20, y: 20), pointer: id)
        }
        #expect(diagnostics.isEmpty)
        #expect(view.callbacks == ["began", "cancelled"])
        // After its up, the pointer is an ordinary one again.
        let late = Diagnostics.record { host.send(.up, at: CGPoint(x: 20, y: 20), pointer: id) }
        #expect(late.map(\.code) == ["touch.withoutDown"])
        host.window.addSubview(view)
        expectANormalTapWorks(host, view)
    }

    @Test func aDownOnACancelledPointerStartsANewTouch() {
        let (host, view) = makeHost()
        send(host, .down, CGPoint(x: 10, y: 10), id: 4)
        view.removeFromSuperview()
        host.window.addSubview(view)
        let diagnostics = Diagnostics.record {
            send(host, .down, CGPoint(x: 10, y: 10), id: 4)
            send(host, .up, CGPoint(x: 10, y: 10), id: 4)
        }
        #expect(diagnostics.isEmpty)
        #expect(view.callbacks == ["began", "cancelled", "began", "ended"])
    }

    @Test func movingAViewToAnotherWindowCancelsItsTouch() {
        let (host, view) = makeHost()
        let other = UIWindow(frame: host.window.frame)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        other.addSubview(view)
        #expect(view.callbacks == ["began", "cancelled"])
        #expect(host.application.touchRouter.activeTouchCount == 0)
    }

    @Test func inputForAnotherWindowsTouchIsRefused() {
        let (host, view) = makeHost()
        let other = UIWindow(frame: host.window.frame)
        send(host, .down, CGPoint(x: 10, y: 10), id: 3)
        let diagnostics = Diagnostics.record {
            host.application.handle(PointerInput(id: 3, phase: .up, location: .zero), in: other)
        }
        #expect(diagnostics.map(\.code) == ["touch.withoutDown"])
        send(host, .up, CGPoint(x: 10, y: 10), id: 3)
        #expect(view.callbacks == ["began", "ended"])
    }

    @Test func aViewThatRemovesItselfWhenTouchedIsCancelledOnce() {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        view.onTouch = { callback, _, _ in if callback == "began" { view.removeFromSuperview() } }
        let diagnostics = Diagnostics.record { host.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(diagnostics.isEmpty)
        #expect(view.callbacks == ["began", "cancelled"])
        #expect(host.application.touchRouter.activeTouchCount == 0)
        view.onTouch = nil
        host.window.addSubview(view)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.callbacks == ["began", "cancelled", "began", "ended"])
    }
}
