import Foundation
import HeapModule

/// The one place the engine gets time from: every timer, delayed perform, main-queue block, animation
/// tick and transition step is an item on a scheduler, run in fire-time order.
///
/// The scheduler's clock is virtual: ``now`` only moves when someone calls ``advance(by:in:)`` /
/// ``advance(to:in:)``. A host (the SDL window) advances it from the real monotonic clock each frame, so an
/// app runs in real time; a test advances it by hand, so a 5-second step takes microseconds and no test
/// sleeps. Items due at the same time run in the order they were scheduled (a sequence number breaks
/// ties), and work scheduled by a callback runs in the same advance if it is already due.
///
/// It is also the main run loop's mode: each item runs in a set of run-loop modes, and an advance runs
/// only the items of the mode it runs in (``currentMode`` unless the caller names one), as
/// `RunLoop.run(mode:before:)` does. Items of other modes wait, however late, until an advance runs in
/// their mode. Engine work runs in `.common`, which covers `.default` and `.tracking`.
@MainActor
public final class Scheduler {
    /// The scheduler that UIKit-shaped APIs (timers, `perform(afterDelay:)`, animations) use: the one
    /// of the runtime of the code that is running (``AppRuntime/current``).
    public static var main: Scheduler { AppRuntime.current.scheduler }

    /// The runtime this scheduler belongs to, which adopts it when created; nil for a scheduler made on
    /// its own. Items run with it as ``AppRuntime/current``, so a timer's handler reaches its own app
    /// whoever advances the clock. Weak: the runtime owns the scheduler.
    weak var runtime: AppRuntime?

    /// Seconds since the scheduler was created, in its own clock.
    public private(set) var now: TimeInterval

    /// A handle to one scheduled item, for cancelling it.
    public struct Token: Hashable, Sendable {
        fileprivate let sequence: UInt64
    }

    private struct Entry: Comparable {
        let fireTime: TimeInterval
        let sequence: UInt64
        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.fireTime, lhs.sequence) < (rhs.fireTime, rhs.sequence)
        }
    }

    fileprivate struct Item {
        let fireTime: TimeInterval
        let modes: RunLoopModeMask
        let performKey: PerformRequestKey?
        let action: @MainActor () -> Void
    }

    /// One fire-time queue per entry of ``modeTable``; an item has an entry in the queue of each of its
    /// modes (the first to run it removes it from ``items``; the others are skipped when reached).
    private var queues: [Heap<Entry>] = [Heap(), Heap(), Heap()]
    /// The modes the queues stand for: `.common`, `.default`, `.tracking`, then modes apps name.
    private var modeTable = Scheduler.builtInModes
    /// Read once: each read of Foundation's `RunLoop.Mode.common` / `.default` builds a string.
    private static let builtInModes: [RunLoop.Mode] = [.common, .default, .tracking]
    private var items: [UInt64: Item] = [:]
    private var nextSequence: UInt64 = 0
    private var isAdvancing = false
    /// The modes pushed by ``pushRunLoopMode(_:)``, innermost last, as indices into ``modeTable``.
    private var modeStack: [Int] = []
    /// How many controls track a touch (``beginTracking()``): the run loop runs in `.tracking` while any
    /// does, unless a mode was pushed. A counter, not a push, because it changes on every touch.
    private var trackingCount = 0

    /// How many `Task.sleep` calls made on the main actor while this scheduler was main are still
    /// sleeping. They sleep on the real clock, which advancing this one does not move (see
    /// `Task.sleep(nanoseconds:)` in OpenUIKit).
    public internal(set) var realTimeSleepCount = 0

    /// Reports to the scheduler's runtime (whoever called), or to the current one for a scheduler of
    /// none: a refused advance is the clock owner's problem.
    private func warn(_ code: String, _ message: String) {
        if let runtime { runtime.diagnostics.warn(code, message) } else { Diagnostics.warn(code, message) }
    }

    /// A scheduler whose clock starts at `now` (a non-finite value starts it at 0): a test's virtual clock,
    /// moved only by `advance(by:)`. A runtime makes its own; make one directly to test timing code alone.
    public init(now: TimeInterval = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// How many items are waiting to run, in any mode.
    public var pendingCount: Int { items.count }

    /// The mode the run loop runs in when an advance names none: the innermost pushed mode, else
    /// `.default`. A `UIControl` pushes `.tracking` while it tracks a touch, as UIKit runs the main run
    /// loop in `UITrackingRunLoopMode` "while tracking in controls takes place".
    public var currentMode: RunLoop.Mode { modeTable[currentModeIndex] }

    /// The index of ``currentMode`` in ``modeTable``: 1 is `.default`, 2 `.tracking`.
    private var currentModeIndex: Int { modeStack.last ?? (trackingCount > 0 ? 2 : 1) }

    /// A control began tracking a touch: the run loop runs in `.tracking` until the matching
    /// ``endTracking()`` (unless a mode pushed with ``pushRunLoopMode(_:)`` is current).
    func beginTracking() {
        trackingCount += 1
    }

    /// A control stopped tracking; one more end than begins does nothing.
    func endTracking() {
        trackingCount = max(trackingCount - 1, 0)
    }

    /// Makes `mode` the ``currentMode`` until the matching ``popRunLoopMode(_:)``. `.common` is a
    /// pseudo-mode no run loop runs in: it is refused with a `runLoop.commonMode` warning.
    public func pushRunLoopMode(_ mode: RunLoop.Mode) {
        guard mode != .common else {
            warn("runLoop.commonMode", "A run loop cannot run in the .common pseudo-mode; the mode is unchanged.")
            return
        }
        guard let index = modeIndex(of: mode) else { return }
        modeStack.append(index)
    }

    /// Ends the innermost push of `mode` (pushes of several modes may end in any order); popping a mode
    /// that was not pushed does nothing.
    public func popRunLoopMode(_ mode: RunLoop.Mode) {
        guard let index = modeTable.firstIndex(of: mode), let position = modeStack.lastIndex(of: index) else { return }
        modeStack.remove(at: position)
    }

    /// When the earliest item that can run in ``currentMode`` is due, or nil if none is pending. A host
    /// sleeps until then.
    public var nextFireTime: TimeInterval? {
        let (primary, common) = queueIndices(forIndex: currentModeIndex)
        let first = earliestLiveEntry(in: primary)?.fireTime
        guard let common, let second = earliestLiveEntry(in: common)?.fireTime else { return first }
        return first.map { min($0, second) } ?? second
    }

    /// The queue of the mode at `index` (nil: a mode nothing was ever scheduled in) and, for a common
    /// mode (`.default`, `.tracking`), the queue of `.common` items.
    private func queueIndices(forIndex index: Int?) -> (Int?, Int?) {
        (index, index == 1 || index == 2 ? 0 : nil)
    }

    /// The first entry of a queue whose item is still pending, dropping cancelled and already-run ones.
    private func earliestLiveEntry(in queue: Int?) -> Entry? {
        guard let queue else { return nil }
        while let first = queues[queue].min, items[first.sequence] == nil { queues[queue].removeMin() }
        return queues[queue].min
    }

    /// The bit mask of `modes`, adding modes the scheduler has not seen to its table (see
    /// ``modeIndex(of:)``).
    func modeMask(_ modes: [RunLoop.Mode]) -> RunLoopModeMask? {
        var mask: RunLoopModeMask?
        for mode in modes {
            guard let index = modeIndex(of: mode) else { continue }
            let bit = RunLoopModeMask(index: index)
            if mask == nil { mask = bit } else { mask?.formUnion(bit) }
        }
        return mask
    }

    /// The index of `mode` in ``modeTable``, adding a mode the scheduler has not seen. A 64th distinct
    /// mode does not fit a ``RunLoopModeMask``: it is refused with a `runLoop.tooManyModes` warning.
    private func modeIndex(of mode: RunLoop.Mode) -> Int? {
        if let index = modeTable.firstIndex(of: mode) { return index }
        guard modeTable.count < 64 else {
            warn("runLoop.tooManyModes", "Ignored run-loop mode \(mode.rawValue): a scheduler keeps 64 modes.")
            return nil
        }
        modeTable.append(mode)
        queues.append(Heap())
        return modeTable.count - 1
    }

    /// Schedules `action` to run `delay` seconds from now, in every common mode. A negative delay runs
    /// at the next advance; a NaN or infinite delay is refused with a diagnostic and returns nil.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token? {
        schedule(after: delay, in: .common, performKey: nil, action)
    }

    /// Schedules `action` to run `delay` seconds from now, only while the run loop runs in one of
    /// `modes` (an empty list, as Foundation's, schedules nothing and returns nil).
    @discardableResult
    public func schedule(after delay: TimeInterval, inModes modes: [RunLoop.Mode],
                         _ action: @escaping @MainActor () -> Void) -> Token? {
        guard let mask = modeMask(modes) else { return nil }
        return schedule(after: delay, in: mask, performKey: nil, action)
    }

    @discardableResult
    func schedule(after delay: TimeInterval, in modes: RunLoopModeMask, performKey: PerformRequestKey?,
                  _ action: @escaping @MainActor () -> Void) -> Token? {
        guard delay.isFinite else {
            warn("scheduler.invalidDelay", "Refused to schedule work after a non-finite delay (\(delay)).")
            return nil
        }
        nextSequence += 1
        let fireTime = now + max(delay, 0)
        items[nextSequence] = Item(fireTime: fireTime, modes: modes, performKey: performKey, action: action)
        enqueue(Entry(fireTime: fireTime, sequence: nextSequence), modes: modes)
        return Token(sequence: nextSequence)
    }

    private func enqueue(_ entry: Entry, modes: RunLoopModeMask) {
        if modes == .common {
            queues[0].insert(entry)
            return
        }
        for index in queues.indices where modes.contains(index: index) { queues[index].insert(entry) }
    }

    /// Cancels an item; cancelling one that already ran or was cancelled does nothing.
    public func cancel(_ token: Token) {
        items[token.sequence] = nil
        compactQueueIfMostlyCancelled()
    }

    /// Whether the item is still waiting to run.
    public func isScheduled(_ token: Token) -> Bool {
        items[token.sequence] != nil
    }

    /// Cancels every pending item whose perform key matches `predicate`; returns how many.
    func cancelItems(where predicate: (PerformRequestKey) -> Bool) -> Int {
        var cancelled = 0
        for (sequence, item) in items {
            if let key = item.performKey, predicate(key) {
                items[sequence] = nil
                cancelled += 1
            }
        }
        compactQueueIfMostlyCancelled()
        return cancelled
    }

    /// How many entries the fire-time queues hold, cancelled ones included (for tests of compaction).
    var queuedEntryCount: Int { queues.reduce(0) { $0 + $1.count } }

    /// Rebuilds the fire-time queues from the live items once cancelled entries outnumber them.
    ///
    /// A cancelled item leaves its entry in the queue until its fire time (the heap only removes its
    /// minimum), so cancelling and rescheduling a long delay again and again — a timer reset on every
    /// keystroke — would grow the queue without bound. Rebuilding when the queues hold more than twice
    /// the live items (plus a small slack) costs O(n) once per n cancellations: amortized O(1) each.
    private func compactQueueIfMostlyCancelled() {
        guard queuedEntryCount > 2 * items.count + 64 else { return }
        queues = queues.map { _ in Heap() }
        for (sequence, item) in items {
            enqueue(Entry(fireTime: item.fireTime, sequence: sequence), modes: item.modes)
        }
    }

    /// Moves the clock forward by `interval` seconds, running every item of `mode` (``currentMode`` when
    /// nil) that falls due, in order.
    public func advance(by interval: TimeInterval, in mode: RunLoop.Mode? = nil) {
        guard interval.isFinite else {
            warn("scheduler.invalidAdvance", "Ignored an advance by a non-finite interval (\(interval)).")
            return
        }
        advance(to: now + max(interval, 0), in: mode)
    }

    /// Moves the clock forward to `time`, running every item of `mode` (``currentMode`` when nil) due by
    /// then. Time never goes back: a `time` earlier than ``now`` runs what is already due and leaves the
    /// clock where it is. Advancing in `.common`, a pseudo-mode no run loop runs in, is refused with a
    /// `runLoop.commonMode` warning (the clock stays).
    ///
    /// Re-entrant calls (an item that advances the clock) are refused with a diagnostic, because the
    /// outer advance is already running items in order. Items run with the scheduler's runtime as
    /// ``AppRuntime/current``.
    public func advance(to time: TimeInterval, in mode: RunLoop.Mode? = nil) {
        if !AppRuntime.isRunning(self), let runtime {
            runtime.run { advance(to: time, in: mode) }
            return
        }
        guard time.isFinite else {
            warn("scheduler.invalidAdvance", "Ignored an advance to a non-finite time (\(time)).")
            return
        }
        guard mode != .common else {
            warn("runLoop.commonMode", "Ignored an advance in the .common pseudo-mode; name .default or .tracking.")
            return
        }
        guard !isAdvancing else {
            warn("scheduler.reentrantAdvance", "Ignored an advance requested by a scheduled item.")
            return
        }
        isAdvancing = true
        defer { isAdvancing = false }
        let (primary, common) = mode.map { queueIndices(forIndex: modeTable.firstIndex(of: $0)) }
            ?? queueIndices(forIndex: currentModeIndex)
        let target = max(time, now)
        var itemsAtThisInstant = 0
        while let (queue, entry) = earliestEntry(primary, common), entry.fireTime <= target {
            if entry.fireTime > now {
                itemsAtThisInstant = 0
            } else if itemsAtThisInstant >= Self.maximumItemsPerInstant {
                warn("scheduler.runaway",
                     "More than \(Self.maximumItemsPerInstant) items ran at t=\(now) without the clock moving "
                         + "(work that reschedules itself with no delay?); the rest waits for the next advance.")
                return
            }
            queues[queue].removeMin()
            guard let item = items.removeValue(forKey: entry.sequence) else { continue }
            now = max(now, item.fireTime)
            itemsAtThisInstant += 1
            item.action()
        }
        now = target
    }

    /// The earlier of the first entries of two queues (stale entries included), with its queue.
    private func earliestEntry(_ primary: Int?, _ common: Int?) -> (Int, Entry)? {
        let first = primary.flatMap { index in queues[index].min.map { (index, $0) } }
        guard let common, let second = queues[common].min else { return first }
        guard let first else { return (common, second) }
        return second < first.1 ? (common, second) : first
    }

    /// How many items one advance runs at a single instant before it stops and leaves the rest for the
    /// next advance. Work that keeps rescheduling itself with no delay would otherwise never let an
    /// advance return (a run loop would also hang there, but an app's frame loop must keep going).
    public static let maximumItemsPerInstant = 10_000

    /// Runs items until none of ``currentMode`` is pending, moving the clock to each one's fire time
    /// (items of other modes stay pending: this mode would never run them). Stops after
    /// `limit` seconds of virtual time (repeating timers never go idle) and returns whether it
    /// reached idle (false also when work keeps rescheduling itself with no delay: see
    /// ``maximumItemsPerInstant``).
    ///
    /// A non-finite or negative `limit` (which could never stop a repeating timer) and a call made by a
    /// scheduled item (the outer advance is already running items) are refused with a diagnostic and
    /// return false, running nothing.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 3600) -> Bool {
        guard limit.isFinite, limit >= 0 else {
            warn("scheduler.invalidAdvance", "Ignored runUntilIdle with a limit of \(limit) seconds.")
            return false
        }
        guard !isAdvancing else {
            warn("scheduler.reentrantAdvance", "Ignored runUntilIdle requested by a scheduled item.")
            return false
        }
        let deadline = now + limit
        while let next = nextFireTime {
            if next > deadline {
                advance(to: deadline)
                return false
            }
            advance(to: next)
            if nextFireTime.map({ $0 <= now }) == true { return false }
        }
        return true
    }
}
