import Foundation

/// Which schedulers hold delayed-perform requests for each target, so that
/// `cancelPreviousPerformRequests(withTarget:)` reaches every one of them.
///
/// A request goes to the receiver's scheduler as it is when the request is made: a view's window's
/// runtime's, else the current runtime's (see ``DelayedPerforming``). That can change before the
/// cancel: a view that leaves its window cancels in `didMoveToWindow()` or `deinit`, as UIKit code
/// commonly does, or another host has become current meanwhile. A scheduler looked up again at cancel
/// time was then the wrong one, and the request still fired. On iOS every main-thread request is on
/// the one main run loop, which Foundation's cancel searches ("removes perform requests only in the
/// current run loop"); here each app's scheduler is its main run loop, so a cancel goes to each one
/// that holds a request for the target.
///
/// Why a table beside the targets: the cancel is given only the target, which may be any `NSObject`
/// (Foundation's class, which cannot gain a stored property) or any class adopting
/// ``DelayedPerforming``, so its schedulers are found by its identity. The table is never swapped or
/// reset behind anyone: for a live target it holds exactly the schedulers that hold its requests — a
/// holding comes with the first request on a scheduler and goes when the last one runs or is
/// cancelled — so a cancel touches no other app's scheduler. (Sending every cancel to every live
/// runtime's scheduler would need no table, but would reach into every other test's runtime.) A
/// target's identity cannot be reused while it is a key with a live scheduler, because its requests
/// retain it. Schedulers are held weakly: one released with requests pending (its runtime ended, as a
/// test's does) leaves a dead holding, dropped when its key is next used or by ``sweepIfGrown()``.
@MainActor
enum PerformRequestHolders {
    /// How many requests for one target one scheduler holds.
    private struct Holding {
        weak var scheduler: Scheduler?
        var count: Int
    }

    private static var holdings: [ObjectIdentifier: [Holding]] = [:]
    /// The table size at which ``sweepIfGrown()`` next drops dead holdings.
    private static var sweepThreshold = 64

    /// `scheduler` now holds one more request for `target`.
    static func add(_ target: ObjectIdentifier, on scheduler: Scheduler) {
        holdings[target, default: []].removeAll { $0.scheduler == nil }
        if let index = holdings[target]?.firstIndex(where: { $0.scheduler === scheduler }) {
            holdings[target]?[index].count += 1
        } else {
            holdings[target, default: []].append(Holding(scheduler: scheduler, count: 1))
            sweepIfGrown()
        }
    }

    /// `count` of `target`'s requests on `scheduler` ran or were cancelled.
    static func remove(_ count: Int, of target: ObjectIdentifier, from scheduler: Scheduler) {
        guard count > 0, var list = holdings[target] else { return }
        list.removeAll { $0.scheduler == nil }
        if let index = list.firstIndex(where: { $0.scheduler === scheduler }) {
            list[index].count -= count
            if list[index].count <= 0 { list.remove(at: index) }
        }
        holdings[target] = list.isEmpty ? nil : list
    }

    /// The live schedulers holding requests for `target`: usually none or one.
    static func schedulers(holding target: ObjectIdentifier) -> [Scheduler] {
        holdings[target]?.compactMap(\.scheduler) ?? []
    }

    /// How many targets have a holding, dead ones included (for tests that the table empties).
    static var targetCount: Int { holdings.count }

    /// Drops the targets whose every scheduler is gone once the table has doubled since the last sweep
    /// (their keys may never be used again): O(n) once per n additions, amortized O(1) each.
    private static func sweepIfGrown() {
        guard holdings.count > sweepThreshold else { return }
        holdings = holdings.filter { $0.value.contains { $0.scheduler != nil } }
        sweepThreshold = max(64, 2 * holdings.count)
    }
}
