import Testing
import OpenUIKit
import OpenUIKitTesting

/// An application that records every touch change it dispatches: the raw sequence a helper produced.
@MainActor
private final class RecordingApplication: UIApplication {
    struct Step: Equatable {
        let phase: UITouch.Phase
        let location: CGPoint
        let time: TimeInterval
        let tapCount: Int
    }
    var steps: [Step] = []
    var touches: [UITouch] = []

    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.phase != .stationary {
            steps.append(Step(phase: touch.phase, location: touch.location(in: nil), time: touch.timestamp,
                              tapCount: touch.tapCount))
            if !touches.contains(where: { $0 === touch }) { touches.append(touch) }
        }
        super.sendEvent(event)
    }
}

@MainActor
@Suite struct TestHostTests {
    private func makeHost(device: UIScreen.Device = .iPhone15) -> (TestHost, RecordingApplication) {
        let application = RecordingApplication()
        return (TestHost(device: device, application: application), application)
    }

    @Test func installsAFreshAppSchedulerScreenAndKeyWindow() {
        let (host, application) = makeHost(device: .iPad)
        #expect(UIApplication.shared === application)
        #expect(host.application === application)
        #expect(Scheduler.main === host.scheduler)
        #expect(UIScreen.main === host.screen)
        #expect(host.scheduler.now == 0)
        #expect(host.now == 0)
        #expect(host.screen.device == .iPad)
        #expect(host.window.frame == host.screen.bounds)
        #expect(host.window.isKeyWindow && !host.window.isHidden)
        #expect(host.window.backgroundColor == .white)
    }

    @Test func landscapeHostsHaveLandscapeWindows() {
        let host = TestHost(device: .iPhoneSE, orientation: .landscapeLeft)
        #expect(host.window.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test func tapIsDownHoldUp() {
        let (host, application) = makeHost()
        let point = CGPoint(x: 10, y: 20)
        host.tap(at: point)
        #expect(application.steps == [
            .init(phase: .began, location: point, time: 0, tapCount: 1),
            .init(phase: .ended, location: point, time: host.tapDuration, tapCount: 1),
        ])
        #expect(host.tapDuration == 0.05)
        #expect(host.now == 0.05)
    }

    @Test func tapOnAViewHitsItsCenterInWindowCoordinates() {
        let (host, application) = makeHost()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        host.window.addSubview(outer)
        outer.addSubview(view)
        #expect(host.center(of: view) == CGPoint(x: 130, y: 150))
        host.tap(view)
        #expect(application.steps.map(\.location) == [CGPoint(x: 130, y: 150), CGPoint(x: 130, y: 150)])
        #expect(application.touches.first?.view === view)
    }

    @Test func doubleTapIsTwoTapsAGapApart() {
        let (host, application) = makeHost()
        let point = CGPoint(x: 50, y: 50)
        host.doubleTap(at: point)
        #expect(application.steps.map(\.phase) == [.began, .ended, .began, .ended])
        let expected: [TimeInterval] = [0, 0.05, 0.15, 0.2]
        #expect(zip(application.steps.map(\.time), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(application.steps.map(\.tapCount) == [1, 1, 2, 2])
        #expect(host.multiTapGap == 0.1)
    }

    @Test func doubleTapOnAView() {
        let (host, application) = makeHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.doubleTap(view)
        #expect(application.steps.map(\.tapCount) == [1, 1, 2, 2])
        #expect(application.steps.allSatisfy { $0.location == CGPoint(x: 50, y: 50) })
    }

    @Test func pressHoldsForTheDurationWhileTimersRun() {
        let (host, application) = makeHost()
        var firedAt: TimeInterval?
        host.scheduler.schedule(after: 1) { firedAt = host.now }
        host.press(at: CGPoint(x: 5, y: 5), for: 2)
        #expect(application.steps.map(\.phase) == [.began, .ended])
        #expect(application.steps.map(\.time) == [0, 2])
        #expect(firedAt == 1)
    }

    @Test func dragMovesInEvenStepsThenLiftsAtTheEnd() {
        let (host, application) = makeHost()
        host.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 80), steps: 4, duration: 0.4)
        #expect(application.steps.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .ended])
        #expect(application.steps.map(\.location) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 40), CGPoint(x: 30, y: 60),
            CGPoint(x: 40, y: 80), CGPoint(x: 40, y: 80),
        ])
        let times = application.steps.map(\.time)
        let expected: [TimeInterval] = [0, 0.1, 0.2, 0.3, 0.4, 0.4]
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(Set(application.touches.map(ObjectIdentifier.init)).count == 1)
    }

    @Test func dragWithNoStepsStillMovesOnce() {
        let (host, application) = makeHost()
        host.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0), steps: 0)
        #expect(application.steps.map(\.phase) == [.began, .moved, .ended])
    }

    @Test func touchDownGivesEachFingerItsOwnPointer() {
        let (host, application) = makeHost()
        let first = host.touchDown(at: CGPoint(x: 1, y: 1))
        let second = host.touchDown(at: CGPoint(x: 2, y: 2))
        #expect(first != second)
        host.send(.up, at: CGPoint(x: 2, y: 2), pointer: second)
        host.send(.up, at: CGPoint(x: 1, y: 1), pointer: first)
        #expect(application.steps.map(\.phase) == [.began, .began, .ended, .ended])
        #expect(application.touches.count == 2)
    }

    @Test func advanceAndRunUntilIdleDriveTheScheduler() {
        let (host, _) = makeHost()
        var log: [TimeInterval] = []
        host.scheduler.schedule(after: 3) { log.append(host.now) }
        host.scheduler.schedule(after: 10) { log.append(host.now) }
        host.advance(by: 5)
        #expect(log == [3])
        #expect(host.now == 5)
        #expect(host.runUntilIdle())
        #expect(log == [3, 10])
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        #expect(!host.runUntilIdle(limit: 5))
        #expect(host.now == 15)
    }

    @Test func renderLaysOutAndDrawsTheWindow() {
        let (host, _) = makeHost()
        let list = host.render()
        #expect(list.commands.contains(.fill(host.window.bounds, color: .white, cornerRadius: 0)))
    }
}
