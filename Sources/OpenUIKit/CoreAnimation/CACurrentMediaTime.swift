import Foundation

/// The current time of the runtime's clock in seconds, as Core Animation's `CACurrentMediaTime()`:
/// the scheduler's time (``Scheduler/now``), virtual in tests, so animations' `beginTime`s are
/// written against the same clock that steps them.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    Scheduler.main.now
}
