import Foundation

/// Inserting, deleting and reloading rows and sections after the data changed, as UIKit's, checked
/// against the data source: when its new counts do not match the old counts plus the insertions minus
/// the deletions, UIKit raises `NSInternalInconsistencyException`; here the table reports
/// `tableView.inconsistentUpdate` (an error with UIKit's message) and reloads everything instead, so the
/// app keeps running on correct rows. Updates apply at once: the row animation is not drawn (the
/// README's differences). Selected rows and visible cells follow their rows to their new index paths.
extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply(TableUpdate(insertedRows: indexPaths))
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply(TableUpdate(deletedRows: indexPaths))
    }

    /// Asks the data source for the rows' cells again (their heights too).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply(TableUpdate(reloadedRows: indexPaths))
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        apply(TableUpdate(insertedSections: sections))
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        apply(TableUpdate(deletedSections: sections))
    }

    /// Asks the data source for the sections' rows, heights and cells again (their row counts may change).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        apply(TableUpdate(reloadedSections: sections))
    }

    /// Moves a row to a new place (in another section, too) and keeps its cell, as UIKit's. For the
    /// other rows it counts as a deletion at `indexPath` and an insertion at `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        apply(TableUpdate(movedRows: [TableUpdate.Move(from: indexPath, to: newIndexPath)]))
    }

    /// Moves a section, with its rows and their cells, to a new place.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        apply(TableUpdate(movedSections: [TableUpdate.Move(from: section, to: newSection)]))
    }

    /// Runs the data source's `tableView(_:cellForRowAt:)` again for each visible row among
    /// `indexPaths` to update its cell in place (iOS 15): dequeuing the cell's reuse identifier in it
    /// hands back the row's own cell, without `prepareForReuse()`, as Apple documents for
    /// `reconfigureRows(at:)`. A row without a cell (off screen) gets its cell configured when it
    /// shows. When the data source returns another cell all the same (another reuse identifier), the
    /// row is reloaded. Heights stay: call this for content changes, not for new heights.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        tileIfNeeded()
        for indexPath in indexPaths {
            guard let cell = visibleRowCells[indexPath] else { continue }
            reconfiguringCell = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            guard configured !== cell else { continue }
            if let identifier = configured.reuseIdentifier { reusePool.enqueue(configured, identifier: identifier) }
            reloadRows(at: [indexPath], with: .none)
        }
    }

    /// Starts collecting updates, applied together at the matching ``endUpdates()``.
    public func beginUpdates() {
        updateBatch.open()
    }

    /// Applies the updates collected since the matching ``beginUpdates()``. An unmatched call is ignored.
    public func endUpdates() {
        if let update = updateBatch.close() { commit(update) }
    }

    /// Runs `updates` (which change the data and call the update methods) as one update, then calls
    /// `completion` with true once it is applied (at once: there is no animation to wait for).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Scrolls so that the row sits at `scrollPosition` in the area the adjusted inset leaves, kept
    /// within the content (`.none`: the least scroll that shows it). A row out of range is refused with
    /// `tableView.rowOutOfRange`, where UIKit raises.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard loadedGeometry().contains(indexPath) else {
            return Diagnostics.report(Diagnostic(code: "tableView.rowOutOfRange", severity: .error,
                                                 message: "Attempted to scroll the table view to an out-of-bounds row "
                                                    + "(\(indexPath.count == 2 ? indexPath.row : -1)) in section "
                                                    + "(\(indexPath.count == 2 ? indexPath.section : -1))."))
        }
        let rect = rectForRow(at: indexPath)
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        let y: CGFloat
        switch scrollPosition {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY - adjustedContentInset.top
        case .middle: y = rect.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - adjustedContentInset.top - visibleHeight
        }
        let range = contentOffsetRange
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.minY), range.maxY)), animated: animated)
    }

    // MARK: Applying

    private func apply(_ update: TableUpdate) {
        if let update = updateBatch.add(update) { commit(update) }
    }

    /// Checks the update against the data source's new counts, then moves the visible cells, the
    /// selection and the measured heights of the rows that stay to their new index paths.
    private func commit(_ update: TableUpdate) {
        guard !update.isEmpty else { return }
        guard let old = geometry else { return reloadData() }  // nothing read yet: the next layout reads it all
        let oldCounts = old.sections.map(\.rowHeights.count)
        forgetSupplementaryViews()
        geometry = nil
        let new = loadedGeometry()
        if let message = update.inconsistency(oldCounts: oldCounts, newCounts: new.sections.map(\.rowHeights.count)) {
            Diagnostics.report(Diagnostic(code: "tableView.inconsistentUpdate", severity: .error, message: message))
            return reloadData()
        }
        var moved = new
        for (sectionIndex, section) in old.sections.enumerated() {
            for row in section.rowHeights.indices where section.isMeasured[row] {
                guard let target = update.newIndexPath(IndexPath(row: row, section: sectionIndex)),
                      moved.contains(target), !moved.sections[target.section].isMeasured[target.row] else { continue }
                moved.sections[target.section].rowHeights[target.row] = section.rowHeights[row]
                moved.sections[target.section].isMeasured[target.row] = true
            }
        }
        moved.computeTops()
        geometry = moved
        visibleRowCells = update.remap(visibleRowCells) { recycle($0, at: $1) }
        selectedRows = Set(selectedRows.compactMap { update.newIndexPath($0) })
        if let tracked = trackedRow { trackedRow = update.newIndexPath(tracked.indexPath).map { (tracked.touch, $0) } }
        tileRows()
    }
}
