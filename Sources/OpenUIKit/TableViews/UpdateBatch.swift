import Foundation

/// The updates a table or collection view collects while a batch is open (`beginUpdates()` …
/// `endUpdates()`, or `performBatchUpdates(_:completion:)`), applied together when the outermost
/// batch closes, as UIKit's; outside a batch each update applies at once.
struct UpdateBatch {
    private var pending = TableUpdate()
    private var depth = 0

    /// Opens a batch (batches nest).
    mutating func open() {
        depth += 1
    }

    /// Closes a batch: the collected update when the outermost one closes, otherwise nil (an unmatched
    /// close is ignored).
    mutating func close() -> TableUpdate? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { pending = TableUpdate() }
        return pending
    }

    /// The update to apply now; nil when a batch is open and keeps it for its close.
    mutating func add(_ update: TableUpdate) -> TableUpdate? {
        guard depth > 0 else { return update }
        pending.merge(update)
        return nil
    }
}
