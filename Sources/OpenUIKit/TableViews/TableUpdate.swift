import Foundation

/// The row and section changes of one update (a single call, or everything between `beginUpdates()`
/// and `endUpdates()`), and how an old index path maps to its new one. As in UIKit, deletions and
/// reloads name rows and sections before the update, insertions after it. A reloaded section may come
/// back with any number of rows. A move names its row (or section) before and after the update; for the
/// other rows it counts as a deletion at its source and an insertion at its target, as UIKit's.
///
/// ``UICollectionView`` keeps its item updates here too (an item is a row: both are an index path's
/// second index), so both lists map index paths and check counts the same way.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    /// Rows moved, each from its index path before the update to its index path after it.
    var movedRows: [Move<IndexPath>] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Sections moved, each from its index before the update to its index after it.
    var movedSections: [Move<Int>] = []

    /// A row or a section that moves: where it was before the update and where it is after.
    struct Move<Index> {
        var from: Index
        var to: Index
    }

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty && insertedSections.isEmpty
            && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    mutating func merge(_ other: TableUpdate) {
        insertedRows += other.insertedRows
        deletedRows += other.deletedRows
        reloadedRows += other.reloadedRows
        movedRows += other.movedRows
        insertedSections.formUnion(other.insertedSections)
        deletedSections.formUnion(other.deletedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
    }

    /// Where old `section` is after the update, or nil when it was deleted.
    func newSection(_ section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let removedBefore = deletedSections.count(in: 0..<section) + movedSections.filter { $0.from < section }.count
        return Self.shift(section - removedBefore, past: (Array(insertedSections) + movedSections.map(\.to)).sorted())
    }

    /// Where the old row is after the update, or nil when it (or its section) was deleted or reloaded. A
    /// moved row goes where the move says; the others close up behind it and open up before it, as they
    /// do for a deletion and an insertion.
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == indexPath }) { return move.to }
        guard let section = newSection(indexPath.section), !reloadedSections.contains(indexPath.section),
              !deletedRows.contains(indexPath), !reloadedRows.contains(indexPath) else {
            return nil
        }
        let removed = deletedRows + movedRows.map(\.from)
        let deletedBefore = removed.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        let inserted = (insertedRows + movedRows.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
        return IndexPath(row: Self.shift(indexPath.row - deletedBefore, past: inserted), section: section)
    }

    /// `views` (a list's visible cells) at their new index paths; those whose rows were deleted or
    /// reloaded go to `recycle`, from the last index path up, as a reload recycles them.
    @MainActor
    func remap<View>(_ views: [IndexPath: View], recycling recycle: (View, IndexPath) -> Void) -> [IndexPath: View] {
        var moved: [IndexPath: View] = [:]
        for (indexPath, view) in views.sorted(by: { $0.key > $1.key }) {
            if let target = newIndexPath(indexPath) {
                moved[target] = view
            } else {
                recycle(view, indexPath)
            }
        }
        return moved
    }

    /// An index after removals moved past each insertion at or before it (insertions in new indexes,
    /// ascending).
    private static func shift(_ index: Int, past insertions: [Int]) -> Int {
        var index = index
        for inserted in insertions where inserted <= index { index += 1 }
        return index
    }

    /// The first count that does not add up, in UIKit's words, or nil when the data source's new counts
    /// match the old ones plus the insertions minus the deletions (and plus or minus the moves in and
    /// out). `list` and `rows` name the view and its elements ("table view" and "rows", or "collection
    /// view" and "items"); the moves' clause is said only when there were moves.
    func inconsistency(oldCounts: [Int], newCounts: [Int], list: String = "table view", rows: String = "rows") -> String? {
        let expectedSections = oldCounts.count + insertedSections.count - deletedSections.count
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(list) after the "
                + "update (\(newCounts.count)) must be equal to the number of sections contained in the \(list) before the "
                + "update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for (old, oldCount) in oldCounts.enumerated() {
            guard !reloadedSections.contains(old), let new = newSection(old), new < newCounts.count else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new }.count
            let movedOut = movedRows.filter { $0.from.section == old }.count
            if newCounts[new] != oldCount + inserted - deleted + movedIn - movedOut {
                let moves = movedRows.isEmpty ? "" : " and plus or minus the number of \(rows) moved into or out of that "
                    + "section (\(movedIn) moved in, \(movedOut) moved out)"
                return "Invalid update: invalid number of \(rows) in section \(new). The number of \(rows) contained in an existing "
                    + "section after the update (\(newCounts[new])) must be equal to the number of \(rows) contained in that "
                    + "section before the update (\(oldCount)), plus or minus the number of \(rows) inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted)\(moves)."
            }
        }
        return nil
    }
}
