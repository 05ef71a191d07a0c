import Foundation
import OpenUIKit

/// A shared, ordered record of callbacks, for tests that assert the ORDER (and virtual time) in which
/// the engine calls several objects: views, recognizers, action targets.
@MainActor
final class EventLog {
    var entries: [String] = []
    /// The virtual time of each entry, in the same order.
    private(set) var times: [TimeInterval] = []

    func append(_ entry: String) {
        entries.append(entry)
        times.append(Scheduler.main.now)
    }

    func clear() {
        entries.removeAll()
        times.removeAll()
    }

    /// The time of the first entry equal to `entry`.
    func time(of entry: String) -> TimeInterval? {
        entries.firstIndex(of: entry).map { times[$0] }
    }
}

/// Whether two view arrays hold the same views in the same order (views compare by identity).
@MainActor
func same(_ lhs: [UIView], _ rhs: [UIView]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
