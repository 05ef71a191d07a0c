import Foundation

/// Reading the data into a ``TableRowGeometry`` and laying out the visible rows: the table's
/// virtualisation. Only rows that overlap the bounds have cells; the rest are numbers.
extension UITableView {
    /// UIKit's standard row height, which a self-sizing row counts as until measured when
    /// ``estimatedRowHeight`` is automatic, and the least a standard cell is.
    static let standardRowHeight: CGFloat = 44

    /// The model, read from the data source if a reload or an update asked for it.
    func loadedGeometry() -> TableRowGeometry {
        if let geometry { return geometry }
        var geometry = TableRowGeometry()
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        if let dataSource {
            let sectionCount = max(0, dataSource.numberOfSections(in: self))
            geometry.sections = (0..<sectionCount).map { section in
                let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                var heights = [CGFloat](), measured = [Bool]()
                heights.reserveCapacity(rowCount)
                measured.reserveCapacity(rowCount)
                for row in 0..<rowCount {
                    let asked = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                    heights.append(asked >= 0 ? asked : rowHeightEstimate)
                    measured.append(asked >= 0)
                }
                return TableRowGeometry.Section(headerHeight: sectionHeaderHeight(section), footerHeight: sectionFooterHeight(section),
                                                rowHeights: heights, isMeasured: measured)
            }
        }
        geometry.computeTops()
        self.geometry = geometry
        return geometry
    }

    /// The height a self-sizing row counts as before it shows.
    private var rowHeightEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : Self.standardRowHeight }

    /// Heights changed (a height property, the width, a table header): read the model again at the
    /// next layout. The visible cells stay (their rows did not change).
    func invalidateRowGeometry() {
        geometry = nil
        needsTiling = true
        setNeedsLayout()
    }

    /// Lays out at once when the visible cells are stale, so a query right after a scroll or a reload
    /// answers from the new state, as UIKit's does.
    func tileIfNeeded() {
        if needsTiling || geometry == nil { tileRows() }
    }

    /// Makes cells for the rows that overlap the bounds, measures the self-sizing ones among them, puts
    /// them in place, recycles the cells whose rows left, and places the headers and footers.
    func tileRows() {
        needsTiling = false
        var geometry = loadedGeometry()
        let rowWidth = bounds.width - 2 * rowInset
        var made: [IndexPath] = []
        var wanted: [IndexPath]
        var remeasured: Bool
        repeat {
            wanted = geometry.rows(from: bounds.minY, to: bounds.maxY)
            let wantedSet = Set(wanted)
            // Rows that left give their cells back first, so the new rows reuse them; from the last row
            // up, so the pool (last in, first out) hands out the topmost row's cell first, the same in
            // every process (a dictionary's order is not).
            for (indexPath, cell) in visibleRowCells.sorted(by: { $0.key > $1.key }) where !wantedSet.contains(indexPath) {
                recycle(cell, at: indexPath, wasDisplayed: !made.contains(indexPath))
            }
            remeasured = false
            for indexPath in wanted {
                let cell = visibleRowCells[indexPath] ?? makeCell(for: indexPath, made: &made)
                guard !geometry.sections[indexPath.section].isMeasured[indexPath.row] else { continue }
                geometry.sections[indexPath.section].rowHeights[indexPath.row] = cell.fittingHeight(forWidth: rowWidth)
                geometry.sections[indexPath.section].isMeasured[indexPath.row] = true
                remeasured = true
            }
            if remeasured {
                geometry.computeTops()
                self.geometry = geometry
            }
        } while remeasured
        let wantedSet = Set(wanted)
        for indexPath in wanted {
            guard let cell = visibleRowCells[indexPath] else { continue }
            let span = geometry.rowSpan(indexPath)
            cell.frame = CGRect(x: rowInset, y: span.top, width: rowWidth, height: span.height)
            let section = geometry.sections[indexPath.section]
            cell.applyTablePlacement(style: style, isFirstInSection: indexPath.row == 0,
                                     isLastInSection: indexPath.row == section.rowHeights.count - 1,
                                     separator: separatorStyle == .none ? nil : (separatorColor ?? .separator, separatorInset))
        }
        for indexPath in made where wantedSet.contains(indexPath) {
            if let cell = visibleRowCells[indexPath] { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        layOutTableHeaderAndFooter(geometry)
        layOutSectionHeadersAndFooters(geometry)
        let size = CGSize(width: bounds.width, height: geometry.height)
        if contentSize != size { contentSize = size }
    }

    /// Asks the data source for the row's cell and adds it below the headers.
    private func makeCell(for indexPath: IndexPath, made: inout [IndexPath]) -> UITableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.owningTableView = self
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        cell.setHighlighted(trackedRow?.indexPath == indexPath, animated: false)
        visibleRowCells[indexPath] = cell
        cell.setEditing(editing, animated: false)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        made.append(indexPath)
        return cell
    }

    /// Takes a cell off the screen: the delegate hears `didEndDisplaying` (when it was displayed) and a
    /// cell with a reuse identifier waits in the pool.
    func recycle(_ cell: UITableViewCell, at indexPath: IndexPath, wasDisplayed: Bool = true) {
        visibleRowCells[indexPath] = nil
        if trackedRow?.indexPath == indexPath { trackedRow = nil }
        cell.removeFromSuperview()
        if wasDisplayed { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        if let identifier = cell.reuseIdentifier { reusePool.enqueue(cell, identifier: identifier) }
    }

    /// Recycles every visible cell and forgets the header views (a reload).
    func recycleAllCells() {
        for (indexPath, cell) in visibleRowCells.sorted(by: { $0.key > $1.key }) { recycle(cell, at: indexPath) }
        forgetSupplementaryViews()
    }

    /// Takes the section header and footer views off the table; they are asked for again.
    func forgetSupplementaryViews() {
        for view in headerViews.values { view.removeFromSuperview() }
        for view in footerViews.values { view.removeFromSuperview() }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    private func layOutTableHeaderAndFooter(_ geometry: TableRowGeometry) {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: geometry.height - geometry.tableFooterHeight, width: bounds.width,
                                           height: geometry.tableFooterHeight)
        }
    }

    /// Places the visible sections' header and footer views. In a plain table a header floats: it stays
    /// at the top of the visible area while its section's rows pass under it, then leaves with the
    /// section's end, as UIKit's.
    private func layOutSectionHeadersAndFooters(_ geometry: TableRowGeometry) {
        let visible = Set(geometry.sections(from: bounds.minY, to: bounds.maxY))
        for (section, view) in headerViews where !visible.contains(section) { view.removeFromSuperview() }
        for (section, view) in footerViews where !visible.contains(section) { view.removeFromSuperview() }
        let visibleTop = bounds.minY + adjustedContentInset.top
        for section in visible.sorted() {
            let span = geometry.sections[section]
            if span.headerHeight > 0, let header = supplementaryView(forSection: section, header: true) {
                var y = span.top
                if style == .plain { y = min(max(y, visibleTop), span.bottom - span.headerHeight) }
                header.frame = CGRect(x: rowInset, y: y, width: bounds.width - 2 * rowInset, height: span.headerHeight)
                if header.superview !== self { addSubview(header) } else { bringSubviewToFront(header) }
            }
            if span.footerHeight > 0, let footer = supplementaryView(forSection: section, header: false) {
                footer.frame = CGRect(x: rowInset, y: span.rowsBottom, width: bounds.width - 2 * rowInset, height: span.footerHeight)
                if footer.superview !== self { addSubview(footer) }
            }
        }
        keepScrollIndicatorsInFront()
    }

    /// The delegate's header (or footer) view for `section`, or one showing the data source's title;
    /// nil when there is neither. Made once per reload.
    func supplementaryView(forSection section: Int, header: Bool) -> UIView? {
        if let view = header ? headerViews[section] : footerViews[section] { return view }
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let view = custom ?? title.map({ UITableViewHeaderFooterView(title: $0, tableStyle: style, isHeader: header) }) else {
            return nil
        }
        if header { headerViews[section] = view } else { footerViews[section] = view }
        return view
    }

    private func sectionHeaderHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        return asked >= 0 ? asked : automaticSupplementaryHeight(section: section, header: true)
    }

    private func sectionFooterHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        return asked >= 0 ? asked : automaticSupplementaryHeight(section: section, header: false)
    }

    /// The automatic height of a header or footer: a title's view fits its text; a view of the
    /// delegate's fits its constraints (or keeps its frame's height); without either, a plain table
    /// gives none and a grouped one the gap iOS 17 leaves between sections (35 points above the
    /// first, 18 elsewhere — picks, as UIKit does not publish them).
    private func automaticSupplementaryHeight(section: Int, header: Bool) -> CGFloat {
        guard let view = supplementaryView(forSection: section, header: header) else {
            if style == .plain { return 0 }
            return header && section == 0 ? 35 : 18
        }
        let width = bounds.width - 2 * rowInset
        if let titled = view as? UITableViewHeaderFooterView { return titled.fittingHeight(forWidth: width) }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return fitted > 0 ? fitted : view.frame.height
    }
}
