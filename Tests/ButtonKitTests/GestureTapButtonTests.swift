import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

/// Single tap, double tap and tap-and-hold with gesture recognizers.
@MainActor
@Suite struct GestureTapButtonTests {
    private func setUp(_ host: TestHost) -> (GestureTapButton, TapLog) {
        let button = GestureTapButton(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        host.window.addSubview(button)
        let log = TapLog(host: host)
        // Weakly, as an app's handler captures its owner: the log holds the host, whose window holds
        // the button and its recognizers — a strong capture would be a cycle (LeakSanitizer).
        button.singleTapRecognizer.addTarget { [weak log] _ in log?.record("single") }
        button.doubleTapRecognizer.addTarget { [weak log] _ in log?.record("double") }
        button.longPressRecognizer.addTarget { [weak log] recognizer in log?.record("press \(recognizer.state)") }
        return (button, log)
    }

    @Test func aSingleTapIsRecognizedOnceTheDoubleTapHasFailed() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.tap(button)
        host.advance(by: 0.3)
        #expect(log.entries.isEmpty)
        host.runUntilIdle()
        #expect(log.entries == ["single"])
        // The tap ended at 0.05 s; the double tap failed multiTapInterval later.
        #expect(log.times.count == 1
                    && abs(log.times[0] - host.tapDuration - host.application.multiTapInterval) < 1e-9)
    }

    @Test func aDoubleTapIsOnlyADoubleTap() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.doubleTap(button)
        #expect(log.entries == ["double"])
        host.runUntilIdle()
        #expect(log.entries == ["double"])
    }

    @Test func aTripleTapIsADoubleTapThenASingleTap() {
        let host = TestHost()
        let (button, log) = setUp(host)
        log.tripleTap(at: host.center(of: button))
        host.runUntilIdle()
        #expect(log.entries == ["double", "single"])
    }

    /// The second tap lands too far away: the double tap fails at once and the first tap is a single
    /// tap then. The second tap began while the single-tap recognizer was waiting for that failure, so
    /// no recognizer takes it (a recognizer waiting for a failure takes no new touches).
    @Test func tapsThatDriftApartMakeTheFirstASingleTapAtOnce() {
        let host = TestHost()
        let (_, log) = setUp(host)
        log.driftingTaps(from: CGPoint(x: 60, y: 130))
        host.runUntilIdle()
        #expect(log.entries == ["single"])
        #expect(log.times.count == 1 && abs(log.times[0] - host.tapDuration - host.multiTapGap) < 1e-9)
    }

    @Test func tapAndHoldIsOnlyALongPress() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.press(at: host.center(of: button), for: 0.8)
        host.runUntilIdle()
        #expect(log.entries == ["press began", "press ended"])
        #expect(log.times.first == 0.5)
    }

    @Test func aPressShorterThanTheDurationIsATap() {
        let host = TestHost()
        let (button, log) = setUp(host)
        host.press(at: host.center(of: button), for: 0.4)
        host.runUntilIdle()
        #expect(log.entries == ["single"])
    }
}
