import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class TimerTarget {
    var fires = 0
    func tick(_ timer: ScheduledTimer) { fires += 1 }
}

@MainActor
private final class Payload {}

@MainActor
@Suite struct ScheduledTimerTests {
    @Test func aOneShotTimerFiresOnceAtItsDateAndBecomesInvalid() {
        let scheduler = Scheduler(now: 100)
        var fires: [TimeInterval] = []
        let timer = ScheduledTimer.scheduledTimer(withTimeInterval: 2, repeats: false, on: scheduler) { _ in
            fires.append(scheduler.now)
        }
        #expect(timer.fireDate == 102)
        #expect(timer.timeInterval == 0, "as Foundation's Timer: 0 for a non-repeating timer")
        #expect(!timer.repeats)
        #expect(timer.isValid)
        scheduler.advance(by: 1.9)
        #expect(fires.isEmpty)
        scheduler.advance(by: 10)
        #expect(fires == [102])
        #expect(!timer.isValid)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func aRepeatingTimerStaysOnItsOriginalGrid() {
        let scheduler = Scheduler()
        var fires: [TimeInterval] = []
        let timer = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { _ in
            fires.append(scheduler.now)
        }
        scheduler.advance(by: 3.5)
        #expect(fires == [1, 2, 3])
        #expect(timer.fireDate == 4)
        #expect(timer.isValid)
        // The block captures the scheduler, which holds the valid timer: a cycle the test breaks.
        timer.invalidate()
    }

    @Test func irregularAdvancesDoNotShiftTheGrid() {
        let scheduler = Scheduler()
        var fires: [TimeInterval] = []
        let timer = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { _ in
            fires.append(scheduler.now)
        }
        for _ in 0..<5 { scheduler.advance(by: 0.7) }  // a host's uneven frames
        #expect(fires == [1, 2, 3])
        #expect(timer.fireDate == 4)
        // The block captures the scheduler, which holds the valid timer: a cycle the test breaks.
        timer.invalidate()
    }

    @Test func invalidateStopsAndReleasesTheBlock() {
        let scheduler = Scheduler()
        weak var weakPayload: Payload?
        var fired = false
        let timer: ScheduledTimer
        do {
            let payload = Payload()
            weakPayload = payload
            timer = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { _ in
                _ = payload
                fired = true
            }
        }
        #expect(weakPayload != nil)
        timer.invalidate()
        #expect(weakPayload == nil)
        #expect(!timer.isValid)
        #expect(scheduler.pendingCount == 0)
        scheduler.advance(by: 5)
        #expect(!fired)
        timer.invalidate()  // twice: harmless
    }

    @Test func invalidatingFromInsideTheBlockStopsARepeatingTimer() {
        let scheduler = Scheduler()
        var fires = 0
        ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { timer in
            fires += 1
            if fires == 2 { timer.invalidate() }
        }
        scheduler.advance(by: 10)
        #expect(fires == 2)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func fireRunsNowAndKeepsARepeatingSchedule() {
        let scheduler = Scheduler()
        var fires: [TimeInterval] = []
        let repeating = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: true, on: scheduler) { _ in
            fires.append(scheduler.now)
        }
        scheduler.advance(by: 0.5)
        repeating.fire()
        #expect(fires == [0.5])
        #expect(repeating.isValid)
        scheduler.advance(by: 0.5)
        #expect(fires == [0.5, 1])
        // The block captures the scheduler, which holds the valid timer: a cycle the test breaks.
        repeating.invalidate()
    }

    @Test func fireOnAOneShotTimerInvalidatesIt() {
        let scheduler = Scheduler()
        var fires = 0
        let timer = ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: false, on: scheduler) { _ in fires += 1 }
        timer.fire()
        #expect(fires == 1)
        #expect(!timer.isValid)
        scheduler.advance(by: 2)
        timer.fire()  // invalid: nothing
        #expect(fires == 1)
    }

    @Test func theTargetFormHoldsItsTargetWeaklyAndInvalidatesWhenItIsGone() {
        let scheduler = Scheduler()
        var target: TimerTarget? = TimerTarget()
        weak let weakTarget = target
        let timer = ScheduledTimer.scheduledTimer(timeInterval: 1, target: target!, action: TimerTarget.tick,
                                                  repeats: true, on: scheduler)
        scheduler.advance(by: 2)
        #expect(target?.fires == 2)
        target = nil
        #expect(weakTarget == nil)  // the timer did not keep it alive
        #expect(timer.isValid)
        scheduler.advance(by: 1)
        #expect(!timer.isValid)
        #expect(scheduler.pendingCount == 0)
    }

    @Test(arguments: [TimeInterval.nan, .infinity, -.infinity])
    func nonFiniteIntervalsAreRefusedWithAnInvalidTimer(interval: TimeInterval) {
        let scheduler = Scheduler()
        var fires = 0
        var timer: ScheduledTimer?
        let diagnostics = Diagnostics.record {
            timer = ScheduledTimer.scheduledTimer(withTimeInterval: interval, repeats: true, on: scheduler) { _ in fires += 1 }
        }
        #expect(diagnostics.map(\.code) == ["timer.invalidInterval"])
        #expect(timer?.isValid == false)
        #expect(scheduler.pendingCount == 0)
        timer?.fire()
        scheduler.advance(by: 1)
        #expect(fires == 0)
    }

    @Test(arguments: [TimeInterval(0), -1])
    func nonPositiveIntervalsBecomeTheMinimum(interval: TimeInterval) {
        let scheduler = Scheduler()
        var fires = 0
        let timer = ScheduledTimer.scheduledTimer(withTimeInterval: interval, repeats: true, on: scheduler) { _ in fires += 1 }
        #expect(timer.timeInterval == ScheduledTimer.minimumInterval)
        #expect(ScheduledTimer.minimumInterval == 0.0001)
        scheduler.advance(by: 0.00105)
        #expect(fires == 10)
        timer.invalidate()
    }

    /// Foundation's `Timer.timeInterval` is 0 for a non-repeating timer whatever interval it was
    /// created with, and the interval (after the 0.1 ms minimum) for a repeating one.
    @Test(arguments: [TimeInterval(2), 0, -1])
    func theIntervalOfANonRepeatingTimerIsZero(interval: TimeInterval) {
        let scheduler = Scheduler()
        let oneShot = ScheduledTimer.scheduledTimer(withTimeInterval: interval, repeats: false, on: scheduler) { _ in }
        let repeating = ScheduledTimer.scheduledTimer(withTimeInterval: interval, repeats: true, on: scheduler) { _ in }
        #expect(oneShot.timeInterval == 0)
        #expect(repeating.timeInterval == max(interval, ScheduledTimer.minimumInterval))
        // The one-shot still fires after its interval (or the minimum), not at once.
        #expect(oneShot.fireDate == max(interval, ScheduledTimer.minimumInterval))
        repeating.invalidate()
    }

    /// At a clock of about 1e17 s (doubles 16 apart) a step under 8 s rounds away: the old
    /// `repeat { fireDate += timeInterval } while fireDate <= now` never ended. The timer now fires what
    /// is due, then invalidates itself with a `timer.cannotAdvance` warning.
    @Test(arguments: [TimeInterval(1), 5, 0.0001])
    func aRepeatingTimerWhoseFireDateCannotGrowIsInvalidated(interval: TimeInterval) {
        let scheduler = Scheduler()
        scheduler.advance(by: 1e17)
        var fires = 0
        var timer: ScheduledTimer?
        let diagnostics = Diagnostics.record {
            timer = ScheduledTimer.scheduledTimer(withTimeInterval: interval, repeats: true, on: scheduler) { _ in fires += 1 }
            scheduler.advance(by: 100)
        }
        #expect(diagnostics.map(\.code) == ["timer.cannotAdvance"])
        #expect(fires == 1)
        #expect(timer?.isValid == false)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func timersUseTheMainSchedulerByDefault() {
        let previous = Scheduler.main
        defer { Scheduler.main = previous }
        let scheduler = Scheduler()
        Scheduler.main = scheduler
        var fired = false
        ScheduledTimer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired = true }
        scheduler.advance(by: 1)
        #expect(fired)
    }
}
