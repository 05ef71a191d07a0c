import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `Task.sleep` stays on the real clock; a test that advances virtual time past a pending main-actor
/// sleep is told, rather than passing or failing silently.
@MainActor
@Suite struct TaskSleepTests {
    @Test func advancingPastAPendingMainActorSleepIsReported() async {
        let host = TestHost()
        // Runs at once up to its sleep, which is counted before this test suspends. Started inside
        // `host.run`: a task a test starts inherits the host's runtime only from a binding.
        let sleeper = host.run { Task.immediate { @MainActor in try? await Task.sleep(for: .seconds(3600)) } }
        #expect(host.scheduler.realTimeSleepCount == 1)
        let diagnostics = Diagnostics.record {
            host.advance(by: 5)
            host.advance(by: 1, in: .tracking)
            _ = host.runUntilIdle()
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "testHost.realTimeSleep", count: 3))
        sleeper.cancel()
        await sleeper.value
        #expect(host.scheduler.realTimeSleepCount == 0, "a cancelled sleep is no longer counted")
        #expect(Diagnostics.record { host.advance(by: 1) }.isEmpty)
    }

    @Test func aFinishedSleepIsNoLongerCounted() async throws {
        let host = TestHost()
        try await Task.sleep(nanoseconds: 1_000)
        #expect(host.scheduler.realTimeSleepCount == 0)
        #expect(Diagnostics.record { host.advance(by: 1) }.isEmpty)
    }

    /// A sleep is counted only when its caller runs on the main queue — whichever thread serves it.
    @Test func onlyTheMainQueueCounts() async {
        #expect(MainQueue.isCurrent)
        let offMain = await Task.detached { MainQueue.isCurrent }.value
        #expect(!offMain)
        let onMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { DispatchQueue.main.async { continuation.resume(returning: MainQueue.isCurrent) } }
        }
        #expect(onMainQueue)
    }
}
