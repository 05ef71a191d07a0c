import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct SchedulerTests {
    @Test func itemsRunInFireTimeOrderAtTheirTime() {
        let scheduler = Scheduler()
        var log: [String] = []
        scheduler.schedule(after: 3) { log.append("c@\(scheduler.now)") }
        scheduler.schedule(after: 1) { log.append("a@\(scheduler.now)") }
        scheduler.schedule(after: 2) { log.append("b@\(scheduler.now)") }
        scheduler.advance(by: 2.5)
        #expect(log == ["a@1.0", "b@2.0"])
        #expect(scheduler.now == 2.5)
        scheduler.advance(by: 0.5)
        #expect(log == ["a@1.0", "b@2.0", "c@3.0"])
    }

    @Test func tiesRunInSchedulingOrder() {
        let scheduler = Scheduler()
        var log: [Int] = []
        for index in 0..<10 { scheduler.schedule(after: 1) { log.append(index) } }
        scheduler.advance(by: 1)
        #expect(log == Array(0..<10))
    }

    @Test func workScheduledByACallbackRunsInTheSameAdvanceIfDue() {
        let scheduler = Scheduler()
        var log: [String] = []
        scheduler.schedule(after: 1) {
            log.append("first")
            scheduler.schedule(after: 0) { log.append("immediate@\(scheduler.now)") }
            scheduler.schedule(after: 0.5) { log.append("soon@\(scheduler.now)") }
            scheduler.schedule(after: 5) { log.append("later") }
        }
        scheduler.schedule(after: 1) { log.append("second") }
        scheduler.advance(by: 2)
        #expect(log == ["first", "second", "immediate@1.0", "soon@1.5"])
        #expect(scheduler.pendingCount == 1)
    }

    @Test func cancelAndIsScheduled() throws {
        let scheduler = Scheduler()
        var ran = false
        let token = try #require(scheduler.schedule(after: 1) { ran = true })
        #expect(scheduler.isScheduled(token))
        scheduler.cancel(token)
        #expect(!scheduler.isScheduled(token))
        scheduler.advance(by: 2)
        #expect(!ran)
        scheduler.cancel(token)  // again: nothing happens
        let done = try #require(scheduler.schedule(after: 0) {})
        scheduler.advance(by: 0)
        #expect(!scheduler.isScheduled(done))
    }

    /// A long delay cancelled and scheduled again and again (a timer reset on every keystroke) leaves
    /// no trail of cancelled entries: the queue stays within twice the live items, and what is left
    /// runs in order at its time.
    @Test func cancellingAndReschedulingDoesNotGrowTheQueue() throws {
        let scheduler = Scheduler()
        var log: [Int] = []
        let kept = try #require(scheduler.schedule(after: 500) { log.append(-1) })
        var token = try #require(scheduler.schedule(after: 1000) { log.append(0) })
        for round in 1...10_000 {
            scheduler.cancel(token)
            token = try #require(scheduler.schedule(after: 1000) { log.append(round) })
            #expect(scheduler.queuedEntryCount <= 2 * scheduler.pendingCount + 65)
        }
        #expect(scheduler.pendingCount == 2 && scheduler.isScheduled(kept))
        scheduler.advance(by: 1000)
        #expect(log == [-1, 10_000])
    }

    @Test func nextFireTimeAndPendingCountSkipCancelledItems() throws {
        let scheduler = Scheduler(now: 10)
        #expect(scheduler.nextFireTime == nil)
        #expect(scheduler.pendingCount == 0)
        let early = try #require(scheduler.schedule(after: 1) {})
        scheduler.schedule(after: 2) {}
        #expect(scheduler.nextFireTime == 11)
        #expect(scheduler.pendingCount == 2)
        scheduler.cancel(early)
        #expect(scheduler.nextFireTime == 12)
        #expect(scheduler.pendingCount == 1)
    }

    @Test func aNegativeDelayRunsAtTheNextAdvance() {
        let scheduler = Scheduler()
        var ran = false
        scheduler.schedule(after: -5) { ran = true }
        #expect(scheduler.nextFireTime == 0)
        scheduler.advance(by: 0)
        #expect(ran)
    }

    @Test func runUntilIdleRunsEverythingMovingTheClock() {
        let scheduler = Scheduler()
        var log: [TimeInterval] = []
        scheduler.schedule(after: 5) {
            log.append(scheduler.now)
            scheduler.schedule(after: 5) { log.append(scheduler.now) }
        }
        #expect(scheduler.runUntilIdle())
        #expect(log == [5, 10])
        #expect(scheduler.now == 10)
        #expect(scheduler.runUntilIdle())  // already idle
    }

    @Test func runUntilIdleStopsAtItsLimitWithARepeatingTimer() {
        let host = TestHost()  // kept: `Timer.scheduledTimer` reaches the scheduler of the live host
        let scheduler = host.scheduler
        var fires = 0
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires += 1 }
        #expect(!scheduler.runUntilIdle(limit: 10.5))
        #expect(fires == 10)
        #expect(scheduler.now == 10.5)
    }

    @Test(arguments: [TimeInterval.nan, .infinity, -.infinity])
    func nonFiniteDelaysAndAdvancesAreRefused(bad: TimeInterval) {
        let scheduler = Scheduler()
        var ran = false
        scheduler.schedule(after: 1) { ran = true }
        var token: Scheduler.Token?
        var idle = true
        let diagnostics = Diagnostics.record {
            token = scheduler.schedule(after: bad) {}
            scheduler.advance(by: bad)
            scheduler.advance(to: bad)
            idle = scheduler.runUntilIdle(limit: bad)
        }
        #expect(token == nil)
        #expect(!idle)
        #expect(diagnostics.map(\.code) == ["scheduler.invalidDelay", "scheduler.invalidAdvance",
                                            "scheduler.invalidAdvance", "scheduler.invalidAdvance"])
        #expect(scheduler.now == 0)
        #expect(!ran)
        #expect(scheduler.pendingCount == 1)
    }

    @Test func timeNeverGoesBack() {
        let scheduler = Scheduler(now: 5)
        scheduler.advance(by: -3)
        #expect(scheduler.now == 5)
        scheduler.advance(to: 1)
        #expect(scheduler.now == 5)
        #expect(Scheduler(now: .nan).now == 0)
    }

    @Test func reentrantAdvanceAndRunUntilIdleAreRefused() {
        let scheduler = Scheduler()
        var log: [String] = []
        var diagnostics: [Diagnostic] = []
        scheduler.schedule(after: 1) {
            diagnostics = Diagnostics.record {
                scheduler.advance(by: 10)
                #expect(!scheduler.runUntilIdle())
            }
            log.append("outer@\(scheduler.now)")
        }
        scheduler.schedule(after: 2) { log.append("next@\(scheduler.now)") }
        scheduler.advance(by: 1)
        #expect(diagnostics.map(\.code) == ["scheduler.reentrantAdvance", "scheduler.reentrantAdvance"])
        #expect(log == ["outer@1.0"])
        #expect(scheduler.now == 1)
        scheduler.advance(by: 1)
        #expect(log == ["outer@1.0", "next@2.0"])
    }

    @Test func workReschedulingItselfWithNoDelayCannotHangAnAdvance() {
        let scheduler = Scheduler()
        var runs = 0
        // Weak: the pending spin must not keep its own scheduler alive (a cycle LeakSanitizer reports).
        weak let weakScheduler = scheduler
        func spin() {
            runs += 1
            weakScheduler?.schedule(after: 0) { spin() }
        }
        scheduler.schedule(after: 1) { spin() }
        let diagnostics = Diagnostics.record { scheduler.advance(by: 2) }
        #expect(diagnostics.map(\.code) == ["scheduler.runaway"])
        #expect(runs == Scheduler.maximumItemsPerInstant)
        #expect(scheduler.now == 1, "the clock stops at the runaway instant; later work waits")
        #expect(scheduler.pendingCount == 1)

        _ = Diagnostics.record { #expect(!scheduler.runUntilIdle()) }
        #expect(runs == Scheduler.maximumItemsPerInstant * 2)
    }

    @Test func zeroDelayWorkScheduledByACallbackStillRunsInTheSameAdvance() {
        let scheduler = Scheduler()
        var log: [String] = []
        scheduler.schedule(after: 1) {
            log.append("first")
            scheduler.schedule(after: 0) { log.append("follow-up@\(scheduler.now)") }
        }
        scheduler.advance(by: 1)
        #expect(log == ["first", "follow-up@1.0"])
    }
}
