import Foundation

extension UICollectionView {
    /// Carries out a diffable data source's difference: the section and item deletions, insertions,
    /// moves and reloads in one batch update, then the reconfigurations in the items' own cells
    /// (``reconfigureItems(at:)``).
    func apply(_ difference: SnapshotDifference) {
        performBatchUpdates { [self] in
            deleteSections(difference.deletedSections)
            insertSections(difference.insertedSections)
            reloadSections(difference.reloadedSections)
            for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
            deleteItems(at: difference.deletedItems)
            insertItems(at: difference.insertedItems)
            reloadItems(at: difference.reloadedItems)
            for move in difference.movedItems { moveItem(at: move.from, to: move.to) }
        }
        reconfigureItems(at: difference.reconfiguredItems)
    }
}
