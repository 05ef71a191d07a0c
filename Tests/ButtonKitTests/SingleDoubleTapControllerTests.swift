import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// The controller pattern: touch-down schedules the single tap after 0.2 s, touch-down-repeat
/// cancels it and runs the double tap.
@MainActor
@Suite struct SingleDoubleTapControllerTests {
    private func setUp(_ host: TestHost) -> (UIButton, TapLog, SingleDoubleTapController) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 300, height: 60)
        host.window.addSubview(button)
        let log = TapLog(host: host)
        let controller = SingleDoubleTapController(control: button,
                                                   singleTap: { _ in log.record("single") },
                                                   doubleTap: { _ in log.record("double") })
        return (button, log, controller)
    }

    @Test func aSingleTapRunsTwoTenthsOfASecondAfterTouchDown() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        #expect(controller.delay == 0.2)
        host.tap(button)
        host.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.05)
        #expect(log.entries == ["single"])
        #expect(log.times.count == 1 && abs(log.times[0] - 0.2) < 1e-9)
        host.runUntilIdle()
        #expect(log.entries == ["single"])
    }

    @Test func aDoubleTapRunsOnlyTheDoubleTapAtOnce() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        host.doubleTap(button)
        #expect(log.entries == ["double"])
        #expect(log.times.count == 1 && abs(log.times[0] - 0.15) < 1e-9)
        host.runUntilIdle()
        #expect(log.entries == ["double"])
        #expect(host.scheduler.pendingCount == 0)
        _ = controller
    }

    @Test func aTripleTapIsADoubleTapThenASingleTap() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        log.tripleTap(at: host.center(of: button))
        host.runUntilIdle()
        #expect(log.entries == ["double", "single"])
        _ = controller
    }

    @Test func aQuadrupleTapIsTwoDoubleTaps() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        host.doubleTap(button)
        host.advance(by: host.multiTapGap)
        host.doubleTap(button)
        host.runUntilIdle()
        #expect(log.entries == ["double", "double"])
        _ = controller
    }

    @Test func tapsThatDriftApartAreTwoSingleTaps() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        log.driftingTaps(from: CGPoint(x: 60, y: 130))
        host.runUntilIdle()
        #expect(log.entries == ["single", "single"])
        #expect(button.isEnabled)
        _ = controller
    }

    @Test func aSecondTapAfterTheDelayIsAnotherSingleTap() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        host.tap(button)
        host.advance(by: 0.25)
        host.tap(button)
        host.runUntilIdle()
        #expect(log.entries == ["single", "single"])
        _ = controller
    }

    @Test func actionsSentFromCodeRunAtOnce() {
        let host = TestHost()
        let (button, log, controller) = setUp(host)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchDownRepeat)
        #expect(log.entries == ["single", "double"])
        #expect(host.scheduler.pendingCount == 0)
        _ = controller
    }

    @Test func aBadDelayIsRefused() {
        let host = TestHost()
        let button = UIButton(type: .system)
        host.window.addSubview(button)
        var controller: SingleDoubleTapController?
        let diagnostics = Diagnostics.record {
            controller = SingleDoubleTapController(control: button, delay: -.infinity,
                                                   singleTap: { _ in }, doubleTap: { _ in })
        }
        #expect(diagnostics.map(\.code) == ["doubleTap.invalidDelay"])
        #expect(controller?.delay == 0.2)
    }
}
