import Foundation

/// Foundation's `Timer`, on the engine's clock.
///
/// OpenUIKit re-exports Foundation and declares its own `Timer`: in a file that imports only OpenUIKit,
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `Timer(fire:interval:repeats:block:)` with
/// `RunLoop.main.add(_:forMode:)` and the target/selector forms all make this timer, which runs on
/// ``Scheduler/main`` — real time in an app, virtual time under a test's `TestHost`. (A file that
/// imports Foundation as well must write `OpenUIKit.Timer`: plain `Timer` is ambiguous there.)
///
/// It behaves as Foundation documents `NSTimer`:
/// - the run loop holds a scheduled timer until it is invalidated or, if it does not repeat, has
///   fired; the timer holds its block — or its **target, strongly** — until then, so a repeating
///   target/selector timer keeps its target alive until someone calls ``invalidate()``;
/// - it fires only while the run loop runs in one of the modes it was added for (`scheduledTimer`
///   adds it for `.default`; UIKit's `.tracking` runs while a control tracks a touch, so add it for
///   `.common` to keep it firing then);
/// - a repeating timer stays on its grid: a late fire skips the dates it missed without drifting;
/// - `fireDate` is a `Date`, mapped onto the scheduler's clock as ``Scheduler`` documents (`Date()` is
///   the scheduler's now).
///
/// The timer is main-actor isolated, as the main run loop's timers are in UIKit, so a block may call
/// the main-actor methods of the view that made it (`{ _ in self.tick() }`).
@MainActor
open class Timer {
    /// The interval between fires of a repeating timer, after the ``minimumInterval`` rule; 0 for a
    /// non-repeating timer whatever interval it was created with, as Foundation's ("If the timer is
    /// non-repeating, returns 0 even if a time interval was set").
    open var timeInterval: TimeInterval { repeats ? interval : 0 }
    /// Whether the timer fires again after its next fire.
    public let repeats: Bool
    /// Whether the timer will still fire: false once invalidated, and after a non-repeating timer fired.
    public private(set) var isValid = true
    /// What the timer was created with, for its block or target to read.
    public let userInfo: Any?

    /// How late the timer may fire, as Foundation's; 0 by default, and a negative or NaN tolerance is
    /// stored as 0. The engine's clock fires every timer exactly at its date, which every tolerance
    /// allows, so it does not change when a timer fires.
    open var tolerance: TimeInterval = 0 {
        didSet { if !(tolerance >= 0) { tolerance = 0 } }
    }

    /// When the timer fires next. Setting it moves a scheduled timer to the new date (a repeating
    /// timer's grid starts again from there), as Foundation's. A NaN or infinite date is refused with
    /// a `timer.invalidFireDate` warning and the date is unchanged. The date is the timer's scheduler
    /// time read against the wall clock (see ``Scheduler``), so `fireDate.timeIntervalSinceNow` is the
    /// time left on the scheduler's clock, virtual or real.
    open var fireDate: Date {
        get { scheduler.date(at: fireTime) }
        set {
            guard newValue.timeIntervalSinceReferenceDate.isFinite else {
                return Diagnostics.warn("timer.invalidFireDate", "Ignored a non-finite fire date for a timer.")
            }
            fireTime = scheduler.time(for: newValue)
            guard let modes, isValid else { return }
            if let token { scheduler.cancel(token) }
            schedule(in: modes)
        }
    }

    /// The interval the timer was created with, after the ``minimumInterval`` rule: the step between
    /// fires of a repeating timer.
    private let interval: TimeInterval
    private var block: (@MainActor (Timer) -> Void)?
    /// The main run loop's scheduler when the timer was made, or the one it was added to since. Weak:
    /// the scheduler's pending item holds the timer, as a run loop holds its timers; held strongly here
    /// too, a valid repeating timer and its scheduler kept each other alive after their app was gone
    /// (LeakSanitizer, issue 25).
    private weak var runLoopScheduler: Scheduler?
    /// ``runLoopScheduler``, or once that is gone with its app (the timer can no longer fire) the
    /// current main one, so the timer's dates still read against a clock.
    private var scheduler: Scheduler { runLoopScheduler ?? Scheduler.main }
    /// When the timer fires next, in ``scheduler``'s clock: the date is read once, when the timer is
    /// made, so virtual time that passes before it is added to a run loop counts, as real time would.
    private var fireTime: TimeInterval
    /// The modes of the run loop that has the timer; nil until one has it.
    private var modes: RunLoopModeMask?
    private var token: Scheduler.Token?

    /// The smallest interval, as Foundation's: a non-positive interval becomes 0.1 ms.
    ///
    /// A NaN or infinite interval (Foundation does not define one) is refused instead: the timer is
    /// created invalid, never fires, and a `timer.invalidInterval` warning is reported — a repeating
    /// timer at the minimum interval would be a busy loop, and one that never fires should not pretend
    /// to be scheduled. A non-repeating timer created with a fire date ignores its interval.
    public static let minimumInterval: TimeInterval = 0.0001

    /// A timer that fires at `date`, then every `interval` seconds if it repeats; add it to a run loop
    /// to schedule it, as `init(fire:interval:repeats:block:)`.
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool,
                            block: @escaping @MainActor (Timer) -> Void) {
        self.init(fireDate: date, interval: interval, repeats: repeats, userInfo: nil, block: block)
    }

    /// A timer that fires `interval` seconds from now (then every `interval` seconds if it repeats);
    /// add it to a run loop to schedule it, as `init(timeInterval:repeats:block:)`.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @MainActor (Timer) -> Void) {
        self.init(fireDate: Date(), interval: interval, repeats: repeats, userInfo: nil, block: block)
        startInterval(interval)
    }

    /// The target/selector form, as `init(fireAt:interval:target:selector:userInfo:repeats:)`: the
    /// timer sends `selector` to `target` with itself as the argument, and retains `target` until it is
    /// invalidated.
    public convenience init(fireAt date: Date, interval: TimeInterval, target: AnyObject, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        self.init(fireDate: date, interval: interval, repeats: repeats, userInfo: userInfo) { timer in
            selector.invoke(on: target, sender: timer, event: nil)
        }
    }

    /// The target/selector form firing `interval` seconds from now, as
    /// `init(timeInterval:target:selector:userInfo:repeats:)`; the timer retains `target`.
    public convenience init(timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        self.init(fireAt: Date(), interval: interval, target: target, selector: selector, userInfo: userInfo,
                  repeats: repeats)
        startInterval(interval)
    }

    /// Every form ends here: the fire date is read against ``Scheduler/main`` now.
    private init(fireDate date: Date, interval: TimeInterval, repeats: Bool, userInfo: Any?,
                 block: @escaping @MainActor (Timer) -> Void) {
        self.interval = interval.isFinite && interval > 0 ? interval : Self.minimumInterval
        self.repeats = repeats
        self.userInfo = userInfo
        self.block = block
        let scheduler = Scheduler.main
        runLoopScheduler = scheduler
        fireTime = scheduler.time(for: date)
        refuseIfInvalid(interval: repeats ? interval : 0, date: date)
    }

    /// Creates a timer and schedules it on the main run loop in the default mode, as
    /// `scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }

    /// Creates a target/selector timer and schedules it on the main run loop in the default mode, as
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`; the timer retains `target`
    /// until it is invalidated.
    @discardableResult
    open class func scheduledTimer(timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
                                   userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
                          repeats: repeats)
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }

    /// Fires now, as `Timer.fire()`: a non-repeating timer is invalidated afterwards; a repeating one
    /// keeps its schedule. Does nothing on an invalid timer.
    open func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good: the run loop lets go of it and it releases its block or target.
    open func invalidate() {
        isValid = false
        block = nil
        if let token { scheduler.cancel(token) }
        token = nil
    }

    /// Puts the timer on `scheduler` for `mode`: the first add schedules it at its fire date; adding
    /// it again for another mode adds that mode. An invalid timer is not added (as Foundation's); a
    /// timer already on another scheduler is refused with a `timer.otherRunLoop` warning.
    func add(to scheduler: Scheduler, forMode mode: RunLoop.Mode) {
        guard isValid, let mask = scheduler.modeMask([mode]) else { return }
        var modes = mask
        if let current = self.modes {
            guard scheduler === self.scheduler else {
                return Diagnostics.warn("timer.otherRunLoop", "Ignored adding a timer to a second run loop.")
            }
            modes.formUnion(current)
            guard modes != current else { return }
            if let token { scheduler.cancel(token) }
        } else if scheduler !== self.scheduler {
            fireTime = scheduler.time(for: self.scheduler.date(at: fireTime))
            runLoopScheduler = scheduler
        }
        self.modes = modes
        schedule(in: modes)
    }

    private func schedule(in modes: RunLoopModeMask) {
        token = scheduler.schedule(after: fireTime - scheduler.now, in: modes, performKey: nil) { [self] in
            token = nil
            fireOnSchedule()
        }
    }

    private func fireOnSchedule() {
        guard isValid, let block, let modes else { return }
        let next = repeats ? nextFireTime(now: scheduler.now) : nil
        if let next {
            fireTime = next
            schedule(in: modes)
        } else if repeats {
            Diagnostics.warn("timer.cannotAdvance",
                             "A repeating timer's next fire date does not grow (t=\(fireTime) + \(interval) s rounds "
                                 + "back at this clock); it fires now and is invalidated.")
        }
        block(self)
        if next == nil { invalidate() }
    }

    /// The first time on the timer's grid (its fire time plus a whole number of intervals) after now:
    /// like Foundation, a late fire skips the missed dates without drifting. Worked out in one step,
    /// never a loop: where the clock is so large that adding the interval rounds back (about 1e17 s
    /// for 1 s), no later time exists and this returns nil.
    private func nextFireTime(now: TimeInterval) -> TimeInterval? {
        let missed = max(((now - fireTime) / interval).rounded(.down), 0)
        var next = fireTime + (missed + 1) * interval
        if next <= now { next += interval }  // the division rounded down one interval too few
        return next > now && next > fireTime && next.isFinite ? next : nil
    }

    /// Refuses a non-finite interval, else makes the timer fire `interval` (after the
    /// ``minimumInterval`` rule) from now.
    private func startInterval(_ interval: TimeInterval) {
        refuseIfInvalid(interval: interval, date: Date())
        fireTime = scheduler.now + self.interval
    }

    /// Invalidates a timer whose interval or fire date is NaN or infinite, with a warning.
    private func refuseIfInvalid(interval: TimeInterval, date: Date) {
        guard isValid else { return }
        if !interval.isFinite {
            Diagnostics.warn("timer.invalidInterval", "Refused a timer with a non-finite interval (\(interval)).")
        } else if !date.timeIntervalSinceReferenceDate.isFinite {
            Diagnostics.warn("timer.invalidFireDate", "Refused a timer with a non-finite fire date.")
        } else {
            return
        }
        invalidate()
    }
}
