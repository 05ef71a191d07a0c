import Foundation

/// How Foundation's `Date`s map onto the scheduler's clock.
///
/// A `Date` is read against the wall clock at the moment it crosses over: a date handed to the
/// scheduler is ``Scheduler/now`` plus `date.timeIntervalSinceNow`, and a scheduler time handed back is
/// `Date()` plus its distance from ``Scheduler/now``. So `Date()` always means "the scheduler's now":
/// `Timer(fire: Date().addingTimeInterval(2), …)` fires 2 s of scheduler time later, and
/// `timer.fireDate.timeIntervalSinceNow` is the scheduler time left — in an app, whose host keeps the
/// scheduler on the real clock, and in a test, whose clock only moves when it advances, alike. (One
/// fixed reference date instead would let the real time that passes while a test runs leak into its
/// virtual fire times, and virtual time never reach `Date()`.) The price: a date read back differs
/// from the one set by the real time that passed in between (microseconds), so compare dates with a
/// tolerance, not `==`.
extension Scheduler {
    /// The scheduler time at which `date` falls, reading `date` against the wall clock now.
    func time(for date: Date) -> TimeInterval {
        now + date.timeIntervalSinceNow
    }

    /// The date of scheduler time `time`, against the wall clock now.
    func date(at time: TimeInterval) -> Date {
        Date(timeIntervalSinceNow: time - now)
    }
}
