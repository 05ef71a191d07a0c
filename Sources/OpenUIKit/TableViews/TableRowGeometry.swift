import Foundation

/// Where every section header, row and footer of a table sits vertically, from the heights the data
/// source and delegate gave: the table's model between two reloads.
///
/// Heights are kept per row and the tops summed once per change, so finding the rows in a visible
/// rectangle is two binary searches whatever the number of rows (a 10,000-row table lays out only a
/// screenful). A self-sizing row holds its estimate until it is first shown and measured.
struct TableRowGeometry {
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rowHeights: [CGFloat]
        /// Whether each row's height is final (measured, or given) rather than an estimate.
        var isMeasured: [Bool]
        /// The section's top (its header's top), in content coordinates.
        var top: CGFloat = 0
        /// Each row's top, in content coordinates.
        var rowTops: [CGFloat] = []

        var rowsTop: CGFloat { top + headerHeight }
        var rowsBottom: CGFloat { rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] } ?? rowsTop }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// The content's height: table header, sections and table footer.
    private(set) var height: CGFloat = 0

    var numberOfSections: Int { sections.count }

    /// Sums the tops again after heights changed.
    mutating func computeTops() {
        var y = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].headerHeight
            var tops = [CGFloat]()
            tops.reserveCapacity(sections[index].rowHeights.count)
            for height in sections[index].rowHeights {
                tops.append(y)
                y += height
            }
            sections[index].rowTops = tops
            y += sections[index].footerHeight
        }
        height = y + tableFooterHeight
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }

    /// The row's top and height, in content coordinates.
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// The row whose span holds `y`, or nil when `y` is on a header, a footer or outside every row.
    func row(at y: CGFloat) -> IndexPath? {
        guard let sectionIndex = lastIndex(in: sections.indices, where: { sections[$0].top <= y }) else { return nil }
        let section = sections[sectionIndex]
        guard let row = lastIndex(in: section.rowTops.indices, where: { section.rowTops[$0] <= y }),
              y < section.rowTops[row] + section.rowHeights[row] else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// The rows that overlap `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        let first = lastIndex(in: sections.indices, where: { sections[$0].top <= minY }) ?? 0
        for sectionIndex in sections.indices.dropFirst(first) {
            let section = sections[sectionIndex]
            if section.top >= maxY { break }
            let start = lastIndex(in: section.rowTops.indices, where: { section.rowTops[$0] <= minY }) ?? 0
            for row in section.rowTops.indices.dropFirst(start) {
                if section.rowTops[row] >= maxY { break }
                if section.rowTops[row] + section.rowHeights[row] > minY { result.append(IndexPath(row: row, section: sectionIndex)) }
            }
        }
        return result
    }

    /// The sections that overlap `minY..<maxY` (their header, rows or footer).
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].top < maxY && sections[$0].bottom > minY }
    }

    /// The last index whose element satisfies `predicate`, for a predicate true up to some index and
    /// false after it (a binary search).
    private func lastIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int? {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { low = middle + 1 } else { high = middle }
        }
        return low > range.lowerBound ? low - 1 : nil
    }
}
