import Foundation
import OpenUIKit

/// An ordered log of what happened, shared by views, recognizers and action targets in a test.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    /// The virtual time of each entry, in the same order.
    private(set) var times: [TimeInterval] = []

    func add(_ entry: String) {
        entries.append(entry)
        times.append(Scheduler.main.now)
    }

    /// The time of the first entry equal to `entry`.
    func time(of entry: String) -> TimeInterval? {
        entries.firstIndex(of: entry).map { times[$0] }
    }
}
