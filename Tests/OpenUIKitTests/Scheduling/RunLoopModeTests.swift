import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Run-loop modes, as `RunLoop` documents them: work registered for a mode runs only while the run
/// loop runs in that mode; `.common` covers `.default` and UIKit's `.tracking`.
@MainActor
@Suite struct RunLoopModeTests {
    @Test func aTimerFiresOnlyInTheModesItWasAddedFor() {
        let host = TestHost()
        var log: [String] = []
        for (name, mode) in [("default", RunLoop.Mode.default), ("tracking", .tracking), ("common", .common)] {
            let timer = Timer(timeInterval: 1, repeats: false) { _ in log.append(name) }
            RunLoop.main.add(timer, forMode: mode)
        }
        host.advance(by: 1, in: .tracking)
        #expect(log == ["tracking", "common"])
        host.advance(by: 1, in: .default)
        #expect(log == ["tracking", "common", "default"], "late, at the first turn in its mode")
    }

    @Test func addingATimerForASecondModeAddsThatMode() {
        let host = TestHost()
        var fires = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fires += 1 }
        host.advance(by: 2, in: .tracking)
        #expect(fires == 0)
        RunLoop.main.add(timer, forMode: .tracking)
        RunLoop.main.add(timer, forMode: .tracking)  // again: nothing changes
        host.advance(by: 1, in: .tracking)
        #expect(fires == 2, "the overdue fire at 2, then the grid goes on at 3")
        host.advance(by: 1, in: .tracking)
        host.advance(by: 1, in: .default)
        #expect(fires == 4)
        timer.invalidate()
    }

    @Test func workInAModeOfTheAppsOwnRunsOnlyInThatMode() {
        let host = TestHost()
        let custom = RunLoop.Mode("MyModalMode")
        var log: [String] = []
        host.scheduler.schedule(after: 1, inModes: [custom]) { log.append("custom") }
        host.scheduler.schedule(after: 1) { log.append("engine") }
        host.advance(by: 1, in: custom)
        #expect(log == ["custom"], "a custom mode is not one of the common modes")
        host.advance(by: 0)
        #expect(log == ["custom", "engine"])
    }

    @Test func theCurrentModeIsTheInnermostPushedOne() {
        let scheduler = Scheduler()
        #expect(scheduler.currentMode == .default)
        scheduler.pushRunLoopMode(.tracking)
        scheduler.pushRunLoopMode(RunLoop.Mode("inner"))
        #expect(scheduler.currentMode == RunLoop.Mode("inner"))
        scheduler.popRunLoopMode(.tracking)  // out of order: removes that push
        #expect(scheduler.currentMode == RunLoop.Mode("inner"))
        scheduler.popRunLoopMode(RunLoop.Mode("inner"))
        scheduler.popRunLoopMode(.default)  // never pushed: nothing
        #expect(scheduler.currentMode == .default)
    }

    @Test func advancesWithoutAModeRunInTheCurrentOne() {
        let scheduler = Scheduler()
        var log: [String] = []
        scheduler.schedule(after: 1, inModes: [.default]) { log.append("default") }
        scheduler.schedule(after: 2, inModes: [.tracking]) { log.append("tracking") }
        scheduler.pushRunLoopMode(.tracking)
        #expect(scheduler.nextFireTime == 2, "the host sleeps until work of the current mode")
        #expect(scheduler.runUntilIdle())
        #expect(log == ["tracking"])
        #expect(scheduler.pendingCount == 1, "the default-mode item waits for its mode")
        scheduler.popRunLoopMode(.tracking)
        #expect(scheduler.nextFireTime == 1)
        scheduler.advance(by: 0)
        #expect(log == ["tracking", "default"])
    }

    @Test func theCommonPseudoModeIsNeverRunIn() {
        let scheduler = Scheduler()
        var ran = false
        scheduler.schedule(after: 0) { ran = true }
        let diagnostics = Diagnostics.record {
            scheduler.pushRunLoopMode(.common)
            scheduler.advance(by: 1, in: .common)
        }
        #expect(diagnostics.map(\.code) == ["runLoop.commonMode", "runLoop.commonMode"])
        #expect(scheduler.currentMode == .default)
        #expect(!ran)
        #expect(scheduler.now == 0)
    }

    @Test func aSchedulerKeepsAtMost64Modes() {
        let scheduler = Scheduler()
        var ran = 0
        let diagnostics = Diagnostics.record {
            for index in 0..<62 {
                scheduler.schedule(after: 0, inModes: [RunLoop.Mode("custom\(index)")]) { ran += 1 }
            }
        }
        #expect(diagnostics.map(\.code) == ["runLoop.tooManyModes"], "3 built in + 61 fit; the 62nd is refused")
        #expect(scheduler.pendingCount == 61)
        scheduler.advance(by: 0, in: RunLoop.Mode("custom60"))
        #expect(ran == 1)
    }

    @Test func cancelledItemsInModeQueuesAreCompacted() {
        let scheduler = Scheduler()
        for _ in 0..<1_000 {
            let token = scheduler.schedule(after: 100, inModes: [.default, .tracking, RunLoop.Mode("x")]) {}
            scheduler.cancel(token!)
        }
        #expect(scheduler.queuedEntryCount <= 2 * scheduler.pendingCount + 66)
    }
}
