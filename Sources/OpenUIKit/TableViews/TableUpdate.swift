import Foundation

/// The row and section changes of one update (a single call, or everything between `beginUpdates()`
/// and `endUpdates()`), and how an old index path maps to its new one. As in UIKit, deletions and
/// reloads name rows and sections before the update, insertions after it. A reloaded section may come
/// back with any number of rows.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty
            && reloadedSections.isEmpty
    }

    mutating func merge(_ other: TableUpdate) {
        insertedRows += other.insertedRows
        deletedRows += other.deletedRows
        reloadedRows += other.reloadedRows
        insertedSections.formUnion(other.insertedSections)
        deletedSections.formUnion(other.deletedSections)
        reloadedSections.formUnion(other.reloadedSections)
    }

    /// Where old `section` is after the update, or nil when it was deleted.
    func newSection(_ section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        return Self.shift(section - deletedSections.count(in: 0..<section), past: insertedSections.sorted())
    }

    /// Where the old row is after the update, or nil when it (or its section) was deleted or reloaded.
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        guard let section = newSection(indexPath.section), !reloadedSections.contains(indexPath.section),
              !deletedRows.contains(indexPath), !reloadedRows.contains(indexPath) else {
            return nil
        }
        let deletedBefore = deletedRows.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        let inserted = insertedRows.filter { $0.section == section }.map(\.row).sorted()
        return IndexPath(row: Self.shift(indexPath.row - deletedBefore, past: inserted), section: section)
    }

    /// An index after removals moved past each insertion at or before it (insertions in new indexes,
    /// ascending).
    private static func shift(_ index: Int, past insertions: [Int]) -> Int {
        var index = index
        for inserted in insertions where inserted <= index { index += 1 }
        return index
    }

    /// The first count that does not add up, in UIKit's words, or nil when the data source's new counts
    /// match the old ones plus the insertions minus the deletions.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count + insertedSections.count - deletedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the "
                + "update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for (old, oldCount) in oldCounts.enumerated() {
            guard !reloadedSections.contains(old), let new = newSection(old), new < newCounts.count else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            if newCounts[new] != oldCount + inserted - deleted {
                return "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing "
                    + "section after the update (\(newCounts[new])) must be equal to the number of rows contained in that "
                    + "section before the update (\(oldCount)), plus or minus the number of rows inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted)."
            }
        }
        return nil
    }
}
