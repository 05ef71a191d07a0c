import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UITouchTests {
    @Test func phasesLocationsTimestampsViewAndWindow() throws {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        host.window.addSubview(view)
        let id = host.touchDown(at: CGPoint(x: 110, y: 210))
        host.advance(by: 0.1)
        host.send(.move, at: CGPoint(x: 130, y: 250), pointer: id)
        host.advance(by: 0.1)
        host.send(.up, at: CGPoint(x: 140, y: 260), pointer: id)

        let s = view.snapshots
        try #require(s.count == 3)
        #expect(s.map(\.phase) == [.began, .moved, .ended])
        #expect(s.map(\.timestamp) == [0, 0.1, 0.2])
        #expect(s.map(\.eventTimestamp) == [0, 0.1, 0.2])
        #expect(s.map(\.location) == [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 50), CGPoint(x: 40, y: 60)])
        #expect(s.map(\.previousLocation) == [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 50)])
        #expect(s.map(\.locationInWindow) == [CGPoint(x: 110, y: 210), CGPoint(x: 130, y: 250), CGPoint(x: 140, y: 260)])
        #expect(s.allSatisfy { $0.view === view && $0.window === host.window && $0.touchNumber == 0 })
        #expect(s[0].type == .direct)
    }

    @Test func locationInAnotherViewAndPreviousLocationInNil() throws {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.addSubview(other)
        var lastTouch: UITouch?
        view.onTouch = { _, touches, _ in lastTouch = touches.first }
        host.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 120, y: 110), steps: 1)
        view.onTouch = nil  // the closure holds the touch, which holds the view: no cycle left behind
        let touch = try #require(lastTouch)
        #expect(touch.location(in: other) == CGPoint(x: 70, y: 110))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 120, y: 110))  // the up did not move
        #expect(touch.previousLocation(in: other) == CGPoint(x: 70, y: 110))
    }

    @Test func theHitViewKeepsTheTouchWhenItMovesOutside() {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let neighbour = TouchRecordingView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.window.addSubview(neighbour)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 120, y: 10), steps: 3)
        #expect(view.callbacks == ["began", "moved", "moved", "moved", "ended"])
        #expect(neighbour.snapshots.isEmpty)
        #expect(view.snapshots.last?.location == CGPoint(x: 120, y: 10))
    }

    @Test func aMoveToTheSameLocationIsNotDelivered() {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        let id = host.touchDown(at: CGPoint(x: 10, y: 10))
        host.send(.move, at: CGPoint(x: 10, y: 10), pointer: id)
        host.send(.up, at: CGPoint(x: 10, y: 10), pointer: id)
        #expect(view.callbacks == ["began", "ended"])
    }

    @Test func touchesAreEqualByIdentity() throws {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        var touches: [UITouch] = []
        view.onTouch = { _, received, _ in touches += received }
        host.tap(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 10, y: 10))
        view.onTouch = nil  // kept touches hold the view, which holds this closure: break the cycle
        try #require(touches.count == 4)
        #expect(touches[0] == touches[1])
        #expect(touches[0] != touches[2])
        #expect(Set(touches).count == 2)
    }

    @Test func aTouchWhereNoViewAcceptsItIsTrackedSilently() {
        let host = TestHost()
        host.window.isUserInteractionEnabled = false
        let diagnostics = Diagnostics.record { host.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(diagnostics.isEmpty)
        #expect(host.application.touchRouter.activeTouchCount == 0)
    }
}
