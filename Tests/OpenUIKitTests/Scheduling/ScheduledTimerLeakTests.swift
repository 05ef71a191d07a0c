import Foundation
import Testing
import OpenUIKit

/// A timer never keeps its scheduler alive: the scheduler's pending item holds the timer, as a run loop
/// holds its timers (issue 25, found by LeakSanitizer).
@MainActor
@Suite struct ScheduledTimerLeakTests {
    @Test func aValidRepeatingTimerAndItsSchedulerAreReleasedTogether() {
        weak var weakScheduler: Scheduler?
        weak var weakTimer: ScheduledTimer?
        var fires = 0
        do {
            let scheduler = Scheduler()
            let timer = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { _ in fires += 1 }
            scheduler.advance(by: 2.5)
            #expect(timer.isValid)
            weakScheduler = scheduler
            weakTimer = timer
        }
        #expect(fires == 2)
        #expect(weakScheduler == nil)
        #expect(weakTimer == nil)
    }
}
