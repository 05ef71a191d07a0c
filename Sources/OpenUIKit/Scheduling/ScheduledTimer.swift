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
    /// The interval between fires of a repeating timer (0 for a non-repeating one created with 0).
    public let timeInterval: TimeInterval
    public let repeats: Bool
    /// When the timer fires next, in the scheduler's clock.
    public private(set) var fireDate: TimeInterval
    /// Whether the timer will still fire.
    public private(set) var isValid = true

    private let scheduler: Scheduler
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
        self.timeInterval = safeInterval
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
        if let token { scheduler.cancel(token) }
        token = nil
    }

    private func scheduleNext() {
        token = scheduler.schedule(after: fireDate - scheduler.now) { [self] in
            token = nil
            guard isValid, let block else { return }
            if repeats {
                // Like Foundation, fire dates stay on the original grid: a late fire does not drift.
                repeat { fireDate += timeInterval } while fireDate <= scheduler.now
                scheduleNext()
            }
            block(self)
            if !repeats { invalidate() }
        }
    }
}
