import Foundation

extension UITableView {
    /// Carries out a diffable data source's difference: the section and row deletions, insertions,
    /// moves and reloads in one batch update, with `animation`, then the reconfigurations in the rows'
    /// own cells (``reconfigureRows(at:)``).
    func apply(_ difference: SnapshotDifference, animation: RowAnimation) {
        performBatchUpdates { [self] in
            deleteSections(difference.deletedSections, with: animation)
            insertSections(difference.insertedSections, with: animation)
            reloadSections(difference.reloadedSections, with: animation)
            for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
            deleteRows(at: difference.deletedItems, with: animation)
            insertRows(at: difference.insertedItems, with: animation)
            reloadRows(at: difference.reloadedItems, with: animation)
            for move in difference.movedItems { moveRow(at: move.from, to: move.to) }
        }
        reconfigureRows(at: difference.reconfiguredItems)
    }
}
