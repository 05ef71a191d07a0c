import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// The article's category as a subclass: touch-down actions wait for a second tap.
@MainActor
@Suite struct DoubleTapButtonTests {
    private func setUp(_ host: TestHost) -> (DoubleTapButton, TapLog) {
        let button = DoubleTapButton(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        host.window.addSubview(button)
        let log = TapLog(host: host)
        button.addTarget(log, action: TapLog.single, for: .touchDown)
        button.addTarget(log, action: TapLog.double, for: .touchDownRepeat)
        return (button, log)
    }

    @Test func touchDownActionsWaitForTheDelay() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.tap(button)
        host.advance(by: 0.1)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.05)
        #expect(log.entries == ["single"])
        #expect(log.times.count == 1 && abs(log.times[0] - 0.2) < 1e-9)
    }

    @Test func aDoubleTapCancelsTheTouchDownAction() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.doubleTap(button)
        host.runUntilIdle()
        #expect(log.entries == ["double"])
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func aTripleTapIsADoubleTapThenASingleTap() {
        let host = TestHost()
        let (button, log) = setUp(host)
        log.tripleTap(at: host.center(of: button))
        host.runUntilIdle()
        #expect(log.entries == ["double", "single"])
    }

    @Test func tapsThatDriftApartAreTwoSingleTaps() {
        let host = TestHost()
        let (_, log) = setUp(host)
        log.driftingTaps(from: CGPoint(x: 60, y: 130))
        host.runUntilIdle()
        #expect(log.entries == ["single", "single"])
    }

    @Test func otherEventsAndActionsFromCodeAreNotDelayed() {
        let host = TestHost()
        let (button, log) = setUp(host)
        var closures = 0
        button.addAction(UIAction { _ in closures += 1 }, for: .touchDown)
        button.addTarget(log, action: TapLog.upInside, for: .touchUpInside)
        host.tap(button)
        #expect(log.entries == ["upInside"])
        #expect(closures == 1)
        host.advance(by: 0.2)
        #expect(log.entries == ["upInside", "single"])
        button.sendActions(for: .touchDown)
        #expect(log.entries == ["upInside", "single", "single"])
    }

    /// The article's caveat: only touch-down is delayed, so a single-tap action on touch-up-inside
    /// still runs for both taps of a double tap, around the double-tap action.
    @Test func caveatTouchUpInsideStillFiresForBothTapsOfADoubleTap() {
        let host = TestHost()
        let button = DoubleTapButton(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        host.window.addSubview(button)
        let log = TapLog(host: host)
        button.addTarget(log, action: TapLog.upInside, for: .touchUpInside)
        button.addTarget(log, action: TapLog.double, for: .touchDownRepeat)
        host.doubleTap(button)
        host.runUntilIdle()
        #expect(log.entries == ["upInside", "double", "upInside"])
    }

    @Test func aDelayedActionWhoseTargetWentAwayIsDropped() {
        let host = TestHost()
        let button = DoubleTapButton(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        host.window.addSubview(button)
        weak var released: TapLog?
        do {
            let log = TapLog(host: host)
            button.addTarget(log, action: TapLog.single, for: .touchDown)
            host.tap(button)
            released = log
        }
        #expect(released == nil)
        let diagnostics = Diagnostics.record { host.runUntilIdle() }
        #expect(diagnostics.isEmpty)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func aBadDelayIsRefused() {
        let host = TestHost()
        let (button, log) = setUp(host)
        let diagnostics = Diagnostics.record { button.doubleTapDelay = .nan }
        #expect(diagnostics.map(\.code) == ["doubleTap.invalidDelay"])
        #expect(button.doubleTapDelay == 0.2)
        button.doubleTapDelay = 0.3
        host.tap(button)
        host.advance(by: 0.2)
        #expect(log.entries.isEmpty)
        host.advance(by: 0.05)
        #expect(log.entries == ["single"])
    }
}
