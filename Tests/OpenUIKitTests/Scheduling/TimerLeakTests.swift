import Testing
import OpenUIKit
import OpenUIKitTesting

/// A timer never keeps its scheduler alive: the scheduler's pending item holds the timer, as a run loop
/// holds its timers (issue 25, found by LeakSanitizer).
@MainActor
@Suite struct TimerLeakTests {
    @Test func aValidRepeatingTimerAndItsSchedulerAreReleasedTogether() {
        weak var weakScheduler: Scheduler?
        weak var weakTimer: Timer?
        var fires = 0
        do {
            let host = TestHost()
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires += 1 }
            host.advance(by: 2.5)
            #expect(timer.isValid)
            weakScheduler = host.scheduler
            weakTimer = timer
        }
        #expect(fires == 2)
        #expect(weakScheduler == nil)
        #expect(weakTimer == nil)
    }
}
