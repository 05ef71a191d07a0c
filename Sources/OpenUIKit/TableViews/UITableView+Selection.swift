import Foundation

/// Highlighting and selecting rows, by touch and by code, in UIKit's order: a finger down on a row
/// highlights it (once the scroll view lets the touch through: at once on a lift, or after 150 ms held);
/// lifting it on the same row selects — `willSelectRowAt` (nil refuses), the previously selected row's
/// `willDeselectRowAt`/`didDeselectRowAt` in a single-selection table, then `didSelectRowAt`. A drag that
/// scrolls cancels the touch, so the row is unhighlighted and not selected. Selecting in code
/// (``selectRow(at:animated:scrollPosition:)``, ``deselectRow(at:animated:)``) tells the delegate
/// nothing, as Apple documents.
extension UITableView {
    /// The selected row (the first, when several are), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in order, or nil when none is selected, as UIKit's.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects `indexPath` (nil deselects everything) without telling the delegate, then scrolls it to
    /// `scrollPosition` (`.none`: not at all, as UIKit's). In a single-selection table the previous row
    /// is deselected. Ignored when the table does not allow selection or the row does not exist.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection || (editing && allowsSelectionDuringEditing), loadedGeometry().contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        visibleRowCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects `indexPath` without telling the delegate — the usual call inside
    /// `tableView(_:didSelectRowAt:)`. The look changes at once (no fade is drawn).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        visibleRowCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// Highlights the row under the finger, unless selection is off or the delegate's
    /// `shouldHighlightRowAt` says no; false when the touch is not the table's.
    func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard trackedRow == nil, let touch = touches.first, canSelectByTouch,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            return false
        }
        trackedRow = (touch, indexPath)
        setRowHighlighted(true, at: indexPath)
        return true
    }

    /// Selects the highlighted row when the finger lifts on it; false when the touch is not the tracked one.
    func tableTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedRow, touches.contains(where: { $0 === tracked.touch }) else {
            return false
        }
        trackedRow = nil
        setRowHighlighted(false, at: tracked.indexPath)
        if indexPathForRow(at: tracked.touch.location(in: self)) == tracked.indexPath { userSelectRow(at: tracked.indexPath) }
        return true
    }

    /// A drag that scrolls (or any cancellation) unhighlights the row without selecting it.
    func tableTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedRow, touches.contains(where: { $0 === tracked.touch }) else {
            return false
        }
        trackedRow = nil
        setRowHighlighted(false, at: tracked.indexPath)
        return true
    }

    private var canSelectByTouch: Bool {
        editing ? allowsSelectionDuringEditing : allowsSelection
    }

    private func setRowHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleRowCells[indexPath]?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    /// A tap's selection: in a multiple-selection table a tap on a selected row deselects it; otherwise
    /// the delegate may redirect or refuse the row, the other selected row is deselected (when the
    /// delegate lets it go) and the row selected.
    private func userSelectRow(at tapped: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            userDeselectRow(at: tapped)
            return
        }
        guard let indexPath = tableDelegate?.tableView(self, willSelectRowAt: tapped) ?? (tableDelegate == nil ? tapped : nil),
              loadedGeometry().contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != indexPath { userDeselectRow(at: row) }
        }
        selectedRows.insert(indexPath)
        visibleRowCells[indexPath]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    private func userDeselectRow(at row: IndexPath) {
        guard let indexPath = tableDelegate?.tableView(self, willDeselectRowAt: row) ?? (tableDelegate == nil ? row : nil),
              selectedRows.contains(indexPath) else { return }
        deselectRow(at: indexPath, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    /// Selection state follows a change of ``allowsSelection`` on the visible cells.
    func refreshCellStates() {
        for (indexPath, cell) in visibleRowCells { cell.setSelected(selectedRows.contains(indexPath), animated: false) }
    }

    /// Keeps only the first selected row when multiple selection is turned off.
    func keepOneSelection() {
        for row in selectedRows.sorted().dropFirst() { deselectRow(at: row, animated: false) }
    }

    // MARK: Editing

    /// Shows or hides every visible row's editing control (a delete control unless the delegate's
    /// `editingStyleForRowAt` or the data source's `canEditRowAt` says otherwise). Leaving editing
    /// hides any Delete button.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        for cell in visibleRowCells.values { cell.setEditing(editing, animated: animated) }
    }

    /// The editing control a cell shows: none for a row the data source may not edit.
    func editingStyle(for cell: UITableViewCell) -> UITableViewCell.EditingStyle {
        guard let indexPath = visibleRowCells.first(where: { $0.value === cell })?.key else { return .delete }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// The Delete button was tapped: the data source commits the deletion (it updates its data and calls
    /// ``deleteRows(at:with:)``), as UIKit's `tableView(_:commit:forRowAt:)`.
    func commitDeletion(of cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        cell.showsDeleteConfirmation = false
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }
}
