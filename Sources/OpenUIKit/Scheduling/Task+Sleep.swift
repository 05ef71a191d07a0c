import Foundation

/// `Task.sleep(nanoseconds:)` and `Task.sleep(for:)` stay on the real clock; on the main actor the
/// engine counts them, so a test that moves virtual time while one is pending is told.
///
/// Why not the virtual clock, as `Timer` and `DispatchQueue.main.asyncAfter` are: a sleeping task
/// resumes through the main actor's executor — the real main queue — which runs it only once the test
/// itself suspends, and then only up to the task's next hop; nothing marks the point where "the work
/// after the sleep" has run, so a test could not advance and then check it without guessing. Draining
/// the main queue to force it is unsound under Swift Testing, which runs every `@MainActor` test as
/// jobs on that queue: one test would run the others' jobs in its middle. And a sleep on another actor
/// cannot be tied to the main scheduler at all. So a sleep keeps its real duration, and
/// ``Scheduler/realTimeSleepCount`` lets `TestHost` report `testHost.realTimeSleep` when a test
/// advances past work that virtual time will never wake.
///
/// These overloads win over the standard library's in files that import OpenUIKit (a module's
/// declaration shadows the same one in a module it imports); they run on the caller's executor
/// (`nonisolated(nonsending)`), which is how they know a caller on the main queue. Other spellings
/// (`sleep(for:tolerance:clock:)`, `sleep(until:clock:)`, a clock's own `sleep`) are not counted.
extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration` nanoseconds of real time, as the standard library's.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        let nanoseconds = Int64(clamping: duration)
        try await sleepCounted(until: .now + .nanoseconds(nanoseconds))
    }

    /// Suspends for `duration` of real time, as the standard library's `sleep(for:)`.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        try await sleepCounted(until: .now + duration)
    }

    /// Sleeps until `deadline` on the continuous clock, counted on ``Scheduler/main`` while it lasts if
    /// the caller is on the main queue (being `nonsending`, it resumes there, where the count drops).
    nonisolated(nonsending) private static func sleepCounted(until deadline: ContinuousClock.Instant) async throws {
        guard let scheduler = beginCountedSleep() else { return try await sleep(until: deadline, clock: .continuous) }
        defer { endCountedSleep(on: scheduler) }
        try await sleep(until: deadline, clock: .continuous)
    }

    /// On the main queue, counts a sleep on ``Scheduler/main`` and returns that scheduler; else nil.
    private static func beginCountedSleep() -> Scheduler? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated {
            let scheduler = Scheduler.main
            scheduler.realTimeSleepCount += 1
            return scheduler
        }
    }

    private static func endCountedSleep(on scheduler: Scheduler) {
        MainActor.assumeIsolated { scheduler.realTimeSleepCount -= 1 }
    }
}
