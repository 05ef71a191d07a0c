import Foundation
import HeapModule

/// The one place the engine gets time from: every timer, delayed perform, animation tick and
/// transition step is an item on a scheduler, run in fire-time order.
///
/// The scheduler's clock is virtual: ``now`` only moves when someone calls ``advance(by:)`` /
/// ``advance(to:)``. A host (the SDL window) advances it from the real monotonic clock each frame, so an
/// app runs in real time; a test advances it by hand, so a 5-second step takes microseconds and no test
/// sleeps. Items due at the same time run in the order they were scheduled (a sequence number breaks
/// ties), and work scheduled by a callback runs in the same advance if it is already due.
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
        let performKey: PerformRequestKey?
        let action: @MainActor () -> Void
    }

    private var queue = Heap<Entry>()
    private var items: [UInt64: Item] = [:]
    private var nextSequence: UInt64 = 0
    private var isAdvancing = false

    /// Reports to the scheduler's runtime (whoever called), or to the current one for a scheduler of
    /// none: a refused advance is the clock owner's problem.
    private func warn(_ code: String, _ message: String) {
        if let runtime { runtime.diagnostics.warn(code, message) } else { Diagnostics.warn(code, message) }
    }

    public init(now: TimeInterval = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// How many items are waiting to run.
    public var pendingCount: Int { items.count }

    /// When the earliest pending item is due, or nil if nothing is pending. A host sleeps until then.
    public var nextFireTime: TimeInterval? {
        while let first = queue.min, items[first.sequence] == nil { queue.removeMin() }
        return queue.min?.fireTime
    }

    /// Schedules `action` to run `delay` seconds from now. A negative delay runs at the next advance;
    /// a NaN or infinite delay is refused with a diagnostic and returns nil.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Token? {
        schedule(after: delay, performKey: nil, action)
    }

    @discardableResult
    func schedule(after delay: TimeInterval, performKey: PerformRequestKey?,
                  _ action: @escaping @MainActor () -> Void) -> Token? {
        guard delay.isFinite else {
            warn("scheduler.invalidDelay", "Refused to schedule work after a non-finite delay (\(delay)).")
            return nil
        }
        nextSequence += 1
        let fireTime = now + max(delay, 0)
        items[nextSequence] = Item(fireTime: fireTime, performKey: performKey, action: action)
        queue.insert(Entry(fireTime: fireTime, sequence: nextSequence))
        return Token(sequence: nextSequence)
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

    /// Cancels every pending item whose perform key matches `predicate`.
    func cancelItems(where predicate: (PerformRequestKey) -> Bool) {
        for (sequence, item) in items {
            if let key = item.performKey, predicate(key) { items[sequence] = nil }
        }
        compactQueueIfMostlyCancelled()
    }

    /// How many entries the fire-time queue holds, cancelled ones included (for tests of compaction).
    var queuedEntryCount: Int { queue.count }

    /// Rebuilds the fire-time queue from the live items once cancelled entries outnumber them.
    ///
    /// A cancelled item leaves its entry in the queue until its fire time (the heap only removes its
    /// minimum), so cancelling and rescheduling a long delay again and again — a timer reset on every
    /// keystroke — would grow the queue without bound. Rebuilding when the queue is more than twice the
    /// live items (plus a small slack) costs O(n) once per n cancellations: amortized O(1) each.
    private func compactQueueIfMostlyCancelled() {
        guard queue.count > 2 * items.count + 64 else { return }
        queue = Heap(items.map { Entry(fireTime: $0.value.fireTime, sequence: $0.key) })
    }

    /// Moves the clock forward by `interval` seconds, running every item that falls due, in order.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite else {
            warn("scheduler.invalidAdvance", "Ignored an advance by a non-finite interval (\(interval)).")
            return
        }
        advance(to: now + max(interval, 0))
    }

    /// Moves the clock forward to `time`, running every item due by then. Time never goes back:
    /// a `time` earlier than ``now`` runs what is already due and leaves the clock where it is.
    ///
    /// Re-entrant calls (an item that advances the clock) are refused with a diagnostic, because the
    /// outer advance is already running items in order. Items run with the scheduler's runtime as
    /// ``AppRuntime/current``.
    public func advance(to time: TimeInterval) {
        if !AppRuntime.isRunning(self), let runtime {
            runtime.run { advance(to: time) }
            return
        }
        guard time.isFinite else {
            warn("scheduler.invalidAdvance", "Ignored an advance to a non-finite time (\(time)).")
            return
        }
        guard !isAdvancing else {
            warn("scheduler.reentrantAdvance", "Ignored an advance requested by a scheduled item.")
            return
        }
        isAdvancing = true
        defer { isAdvancing = false }
        let target = max(time, now)
        var itemsAtThisInstant = 0
        while let entry = queue.min, entry.fireTime <= target {
            if entry.fireTime > now {
                itemsAtThisInstant = 0
            } else if itemsAtThisInstant >= Self.maximumItemsPerInstant {
                warn("scheduler.runaway",
                                 "More than \(Self.maximumItemsPerInstant) items ran at t=\(now) without the clock moving "
                                     + "(work that reschedules itself with no delay?); the rest waits for the next advance.")
                return
            }
            queue.removeMin()
            guard let item = items.removeValue(forKey: entry.sequence) else { continue }
            now = max(now, item.fireTime)
            itemsAtThisInstant += 1
            item.action()
        }
        now = target
    }

    /// How many items one advance runs at a single instant before it stops and leaves the rest for the
    /// next advance. Work that keeps rescheduling itself with no delay would otherwise never let an
    /// advance return (a run loop would also hang there, but an app's frame loop must keep going).
    public static let maximumItemsPerInstant = 10_000

    /// Runs items until none is pending, moving the clock to each one's fire time. Stops after
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
