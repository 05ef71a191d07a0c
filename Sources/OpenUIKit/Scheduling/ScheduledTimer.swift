import Foundation

/// A timer on the engine's ``Scheduler``, with the shape of Foundation's `Timer`.
///
/// It is not named `Timer`: Foundation's `Timer` would then be ambiguous in every file that imports
/// both. Foundation's own timers still work in an app (the host drains the run loop each frame), but
/// only `ScheduledTimer` runs in a test's virtual time.
///
/// Unlike `NSTimer`, which retains its target until invalidated (a classic leak in the articles'
/// ModalButton), the target form holds its target weakly: when the target goes away the timer
/// invalidates itself at its next fire date and calls nothing. The scheduler holds the timer until it
/// is invalidated or, for a non-repeating timer, has fired.
@MainActor
public final class ScheduledTimer {
    /// The interval between fires of a repeating timer, after the ``minimumInterval`` rule; 0 for a
    /// non-repeating timer whatever interval it was created with, as Foundation's `Timer.timeInterval`
    /// ("If the timer is non-repeating, returns 0 even if a time interval was set").
    public var timeInterval: TimeInterval { repeats ? interval : 0 }
    public let repeats: Bool
    /// When the timer fires next, in the scheduler's clock.
    public private(set) var fireDate: TimeInterval
    /// Whether the timer will still fire.
    public private(set) var isValid = true

    /// The interval the timer was created with, after the ``minimumInterval`` rule: the delay of its
    /// first fire, and the step between fires of a repeating timer.
    private let interval: TimeInterval
    /// Held weakly, as a run loop holds its timers and not the other way round: the scheduler's pending
    /// item holds the timer, so a strong reference back made every valid repeating timer and its
    /// scheduler a cycle that outlived both (LeakSanitizer, issue 25). A timer whose scheduler is gone
    /// can never fire again.
    private weak var scheduler: Scheduler?
    private var token: Scheduler.Token?
    private var block: (@MainActor (ScheduledTimer) -> Void)?

    /// The smallest interval, as Foundation's: a non-positive interval becomes 0.1 ms.
    ///
    /// A NaN or infinite interval (Foundation does not define one) is refused instead: the timer is
    /// created invalid, never fires, and a `timer.invalidInterval` warning is reported — a repeating
    /// timer at the minimum interval would be a busy loop, and one that never fires should not pretend
    /// to be scheduled.
    public static let minimumInterval: TimeInterval = 0.0001

    private init(interval: TimeInterval, repeats: Bool, scheduler: Scheduler,
                 block: @escaping @MainActor (ScheduledTimer) -> Void) {
        let safeInterval = interval.isFinite && interval > 0 ? interval : ScheduledTimer.minimumInterval
        self.interval = safeInterval
        self.repeats = repeats
        self.scheduler = scheduler
        self.fireDate = scheduler.now + safeInterval
        self.block = block
    }

    /// Creates a timer that is already scheduled, as `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval,
        repeats: Bool,
        on scheduler: Scheduler? = nil,
        block: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        let timer = ScheduledTimer(interval: interval, repeats: repeats, scheduler: scheduler ?? .main, block: block)
        guard interval.isFinite else {
            Diagnostics.warn("timer.invalidInterval", "Refused to schedule a timer with a non-finite interval (\(interval)).")
            timer.invalidate()
            return timer
        }
        timer.scheduleNext()
        return timer
    }

    /// The target-action form, as `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
    /// with the target held weakly.
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(
        timeInterval interval: TimeInterval,
        target: Target,
        action: @escaping @MainActor (Target) -> (ScheduledTimer) -> Void,
        repeats: Bool,
        on scheduler: Scheduler? = nil
    ) -> ScheduledTimer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats, on: scheduler) { [weak target] timer in
            guard let target else {
                timer.invalidate()
                return
            }
            action(target)(timer)
        }
    }

    /// Fires now, as `Timer.fire()`: a non-repeating timer is invalidated afterwards; a repeating one
    /// keeps its schedule. Does nothing on an invalid timer.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good and releases its block (and anything the block captured).
    public func invalidate() {
        isValid = false
        block = nil
        if let token { scheduler?.cancel(token) }
        token = nil
    }

    private func scheduleNext() {
        guard let scheduler else { return }
        token = scheduler.schedule(after: fireDate - scheduler.now) { [self] in
            token = nil
            guard isValid, let block else { return }
            let next = repeats ? nextFireDate() : nil
            if let next {
                fireDate = next
                scheduleNext()
            } else if repeats {
                Diagnostics.warn("timer.cannotAdvance",
                                 "A repeating timer's next fire date does not grow (t=\(fireDate) + \(interval) s rounds "
                                     + "back at this clock); it fires now and is invalidated.")
            }
            block(self)
            if next == nil { invalidate() }
        }
    }

    /// The first date on the timer's grid (``fireDate`` plus a whole number of intervals) after now:
    /// like Foundation, a late fire skips the missed dates without drifting. Worked out in one step,
    /// never a loop: where the clock is so large that adding the interval rounds back (about 1e17 s
    /// for 1 s), no later date exists and this returns nil.
    private func nextFireDate() -> TimeInterval? {
        guard let now = scheduler?.now else { return nil }
        let missed = max(((now - fireDate) / interval).rounded(.down), 0)
        var next = fireDate + (missed + 1) * interval
        if next <= now { next += interval }  // the division rounded down one interval too few
        return next > now && next > fireDate && next.isFinite ? next : nil
    }
}
