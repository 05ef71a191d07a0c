import Foundation

/// Inserting, deleting, reloading and moving items and sections after the data changed, as UIKit's,
/// checked against the data source: when its new counts do not match the old counts plus the
/// insertions minus the deletions (plus or minus the moves), UIKit raises
/// `NSInternalInconsistencyException`; here the collection view reports
/// `collectionView.inconsistentUpdate` (an error with UIKit's message) and reloads everything instead,
/// so the app keeps running on correct items. Updates apply at once (no animation is drawn: the
/// README's differences); the visible cells and the selection follow their items to their new index
/// paths, and the layout is invalidated. The bookkeeping is the table's (``TableUpdate``).
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) {
        apply(TableUpdate(insertedRows: indexPaths))
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        apply(TableUpdate(deletedRows: indexPaths))
    }

    /// Asks the data source for the items' cells again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        apply(TableUpdate(reloadedRows: indexPaths))
    }

    /// Moves the item at `indexPath` to `newIndexPath` (after the update); its cell and selection go
    /// with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        apply(TableUpdate(movedRows: [TableUpdate.Move(from: indexPath, to: newIndexPath)]))
    }

    public func insertSections(_ sections: IndexSet) {
        apply(TableUpdate(insertedSections: sections))
    }

    public func deleteSections(_ sections: IndexSet) {
        apply(TableUpdate(deletedSections: sections))
    }

    /// Asks the data source for the sections' items and cells again (their item counts may change).
    public func reloadSections(_ sections: IndexSet) {
        apply(TableUpdate(reloadedSections: sections))
    }

    /// Moves a section, with its items, their cells and their selection, to a new place.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        apply(TableUpdate(movedSections: [TableUpdate.Move(from: section, to: newSection)]))
    }

    /// Runs the data source's `collectionView(_:cellForItemAt:)` again for each visible item among
    /// `indexPaths` to update its cell in place (iOS 15): dequeuing in it hands back the item's own
    /// cell, without `prepareForReuse()`, as Apple documents for `reconfigureItems(at:)`. An item
    /// without a cell (out of sight) gets its cell configured when it shows; a data source that returns
    /// another cell all the same has the item reloaded. Sizes stay: this is for content changes.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        tileIfNeeded()
        for indexPath in indexPaths {
            guard let cell = visibleItemCells[indexPath] else { continue }
            reconfiguringCell = cell
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            guard configured !== cell else { continue }
            if let identifier = configured.reuseIdentifier { cellPool.enqueue(configured, identifier: identifier) }
            reloadItems(at: [indexPath])
        }
    }

    /// Runs `updates` (which change the data and call the update methods) as one update, then calls
    /// `completion` with true once it is applied (at once: there is no animation to wait for).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateBatch.open()
        updates?()
        if let update = updateBatch.close() { commit(update) }
        completion?(true)
    }

    /// Scrolls so the item sits at `scrollPosition` — a vertical position (`.top`, `.centeredVertically`,
    /// `.bottom`) and a horizontal one (`.left`, `.centeredHorizontally`, `.right`) — in the area the
    /// adjusted inset leaves, kept within the content. An item out of range is refused with
    /// `collectionView.itemOutOfRange`, where UIKit raises.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard containsItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return Diagnostics.report(Diagnostic(code: "collectionView.itemOutOfRange", severity: .error,
                                                 message: "Attempted to scroll the collection view to an out-of-bounds item "
                                                    + "(\(indexPath.count == 2 ? indexPath.item : -1)) in section "
                                                    + "(\(indexPath.count == 2 ? indexPath.section : -1))."))
        }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        let range = contentOffsetRange
        setContentOffset(CGPoint(x: min(max(offset.x, range.minX), range.maxX), y: min(max(offset.y, range.minY), range.maxY)),
                         animated: animated)
    }

    // MARK: Applying

    private func apply(_ update: TableUpdate) {
        if let update = updateBatch.add(update) { commit(update) }
    }

    /// Checks the update against the data source's new counts, then moves the visible cells and the
    /// selection to their new index paths and invalidates the layout.
    private func commit(_ update: TableUpdate) {
        guard !update.isEmpty else { return }
        guard let oldCounts = itemCounts else { return reloadData() }  // nothing read yet: the next layout reads it all
        itemCounts = nil
        let newCounts = loadedCounts()
        if let message = update.inconsistency(oldCounts: oldCounts, newCounts: newCounts, list: "collection view", rows: "items") {
            Diagnostics.report(Diagnostic(code: "collectionView.inconsistentUpdate", severity: .error, message: message))
            return reloadData()
        }
        recycleSupplementaryViews()
        visibleItemCells = update.remap(visibleItemCells) { recycle($0, at: $1) }
        selectedItems = Set(selectedItems.compactMap { update.newIndexPath($0) })
        for (indexPath, cell) in visibleItemCells { cell.isSelected = selectedItems.contains(indexPath) }
        if let tracked = trackedItem { trackedItem = update.newIndexPath(tracked.indexPath).map { (tracked.touch, $0) } }
        layout.dataDidChange()
        layout.invalidateLayout()
        tileItems()
    }
}
