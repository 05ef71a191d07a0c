import Foundation

/// A uniform grid over rectangles that belong to a view's subviews (one per subview, by index in
/// ``UIView/subviews``), so hit testing and rendering visit only the subviews near a point or a dirty
/// rect instead of every sibling (issue 7: a tap in a 1000-button grid tried about 500 buttons, a
/// click-and-redraw culled all 1000, and a 10,000-button grid cost 7.5× a 100-button one).
///
/// A subview given no rectangle (nil), or one covering more than a quarter of the grid, is a
/// candidate everywhere rather than entered in many cells; so is every subview when their rectangles
/// together cover an infinite width or height (finite frames far out, such as x: 1e308, width: 1e308,
/// end at +inf). Candidates always come in the subviews' order, so callers keep UIKit's front-to-back
/// (hit testing) and back-to-front (drawing) orders.
///
/// A view builds its grids on first use after a change and drops them when its subviews or their
/// rectangles change (see ``UIView/subviewHitTestGrid`` and ``UIView/subviewRenderGrid``); only
/// views with at least ``minimumSubviewCount`` subviews use one. Subviews added in front of all those
/// the grid holds (a presentation's container over a full window) keep the grid: they are candidates
/// everywhere, frontmost, until the next rebuild, so presenting over a 1000-view window does not
/// rebuild its grids twice per presentation (issue 7's modal-cycle profile).
final class SubviewGrid {
    /// Below this many subviews a linear walk is as fast as building and querying a grid.
    static let minimumSubviewCount = 32

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// The subview indexes of cell `c` are `entries[cellStarts[c] ..< cellStarts[c + 1]]`, ascending
    /// (one flat array rather than an array per cell: one allocation, not thousands).
    private let cellStarts: [Int32]
    private let entries: [Int32]
    /// Subviews that are candidates everywhere, ascending.
    private let everywhere: [Int32]
    /// How many of the subviews, from the back, the grid indexes: subviews at this index and above
    /// were added in front of them later, and are candidates everywhere. It drops when the frontmost
    /// indexed subview is removed (``forgetIndexes(from:)``); entries for indexes at or above it are
    /// then ignored.
    private(set) var indexedCount: Int
    /// The rectangles the grid was built from, one per subview it indexes: kept so that
    /// ``UIView/_checkInvariants()`` can compare them with the subviews' current ones.
    let rects: [CGRect?]

    /// Indexes `rects` (one per subview, in the coordinates of the view that holds them; nil for a
    /// subview that is a candidate everywhere).
    init(rects: [CGRect?]) {
        indexedCount = rects.count
        self.rects = rects
        var placed: [(index: Int32, rect: CGRect)] = []
        var everywhere: [Int32] = []
        var covered = CGRect.null
        for (index, rect) in rects.enumerated() {
            if let rect, rect.hasFiniteComponents {
                placed.append((Int32(index), rect))
                covered = covered.union(rect)
            } else {
                everywhere.append(Int32(index))
            }
        }
        // Finite rectangles can still cover an infinite width or height (x: 1e308, width: 1e308 ends
        // at +inf): cells would be infinitely large and a cell index NaN, so no grid then.
        if !covered.isNull, !(covered.width.isFinite && covered.height.isFinite) {
            everywhere += placed.map(\.index)
            placed = []
            covered = .null
        }
        // About one cell per placed subview, shaped like the covered area.
        let area = max(covered.width * covered.height, 1)
        let side = (area / CGFloat(max(placed.count, 1))).squareRoot()
        func cellCount(_ length: CGFloat) -> Int {
            let count = (length / side).rounded(.up)
            return covered.isNull || !(count >= 1) ? 1 : Int(min(count, 1024))
        }
        let columns = cellCount(covered.width)
        let rows = cellCount(covered.height)
        origin = covered.isNull ? .zero : covered.origin
        cellWidth = covered.isNull ? 1 : max(covered.width / CGFloat(columns), .leastNormalMagnitude)
        cellHeight = covered.isNull ? 1 : max(covered.height / CGFloat(rows), .leastNormalMagnitude)
        self.columns = columns
        self.rows = rows

        // Each placed subview's range of cells; a very large one becomes a candidate everywhere.
        var ranges: [(index: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        let largest = max(columns * rows / 4, 4)
        for (index, rect) in placed {
            let (columnRange, rowRange) = Self.cells(covering: rect, origin: origin, cellWidth: cellWidth,
                                                     cellHeight: cellHeight, columns: columns, rows: rows)
            if columnRange.count * rowRange.count > largest {
                everywhere.append(index)
            } else {
                ranges.append((index, columnRange, rowRange))
            }
        }
        self.everywhere = everywhere.sorted()

        // Counting sort into the flat cell lists; subviews are visited in ascending order, so each
        // cell's list comes out ascending.
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for range in ranges {
            for row in range.rows { for column in range.columns { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
        cellStarts = counts
        var next = counts
        var entries = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for range in ranges {
            for row in range.rows {
                for column in range.columns {
                    let cell = row * columns + column
                    entries[Int(next[cell])] = range.index
                    next[cell] += 1
                }
            }
        }
        self.entries = entries
    }

    /// Calls `body` with the index of every subview (of `subviewCount`) whose rectangle may contain
    /// `point`, front to back (highest index first), until `body` returns true.
    func forEachCandidate(at point: CGPoint, subviewCount: Int, _ body: (Int) -> Bool) {
        for index in stride(from: subviewCount - 1, through: indexedCount, by: -1) where body(index) { return }
        var cellEntries: ArraySlice<Int32> = []
        if let cell = cell(containing: point) {
            cellEntries = entries[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])]
        }
        var fromCell = cellEntries.endIndex
        var fromEverywhere = everywhere.endIndex
        // Merge the two ascending lists from their ends.
        while fromCell > cellEntries.startIndex || fromEverywhere > everywhere.startIndex {
            let candidate: Int32
            if fromEverywhere == everywhere.startIndex
                || (fromCell > cellEntries.startIndex && cellEntries[fromCell - 1] > everywhere[fromEverywhere - 1]) {
                fromCell -= 1
                candidate = cellEntries[fromCell]
            } else {
                fromEverywhere -= 1
                candidate = everywhere[fromEverywhere]
            }
            if candidate < indexedCount, body(Int(candidate)) { return }
        }
    }

    /// Stops indexing the subviews at `index` and above: the frontmost indexed subview was removed, as
    /// a dismissed presentation's container is, so the grid built while it was there still holds for
    /// the rest. (A removal further back shifts indexes the grid holds: the view drops its grid.)
    func forgetIndexes(from index: Int) {
        indexedCount = min(indexedCount, index)
    }

    /// The indexes, ascending (back to front), of the subviews (of `subviewCount`) whose rectangle may
    /// overlap `rect`; nil when `rect` spans more than a quarter of the cells, where walking every
    /// subview costs no more.
    func candidates(overlapping rect: CGRect, subviewCount: Int) -> [Int]? {
        guard rect.hasFiniteComponents, !rect.isNull else { return nil }
        let (columnRange, rowRange) = Self.cells(covering: rect, origin: origin, cellWidth: cellWidth,
                                                 cellHeight: cellHeight, columns: columns, rows: rows)
        guard columnRange.count * rowRange.count <= max(columns * rows / 4, 1) else { return nil }
        var found = Set<Int32>(everywhere)
        for row in rowRange {
            for column in columnRange {
                let cell = row * columns + column
                found.formUnion(entries[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])])
            }
        }
        let indexed = found.map(Int.init).filter { $0 < indexedCount }.sorted()
        return indexed + Array(indexedCount..<max(subviewCount, indexedCount))
    }

    /// The cell holding `point`, or nil outside the grid (or for a non-finite point). The same
    /// rounding as ``cells(covering:origin:cellWidth:cellHeight:columns:rows:)``, and it is monotonic,
    /// so a point inside a rectangle always lands in one of the rectangle's cells; a point on the
    /// grid's far edge goes to the last cell, like the rectangles that end there.
    private func cell(containing point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let column = Self.cellCoordinate(point.x, origin.x, cellWidth)
        let row = Self.cellCoordinate(point.y, origin.y, cellHeight)
        guard column >= 0, row >= 0, column <= CGFloat(columns), row <= CGFloat(rows) else { return nil }
        return min(Int(row), rows - 1) * columns + min(Int(column), columns - 1)
    }

    /// The cells that `rect` touches along each axis, clamped to the grid. Both ends are included, so
    /// a point on a rectangle's far edge still finds it (the subview decides).
    private static func cells(covering rect: CGRect, origin: CGPoint, cellWidth: CGFloat, cellHeight: CGFloat,
                              columns: Int, rows: Int) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        func clamped(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
            let cell = cellCoordinate(value, origin, size)
            return !(cell >= 0) ? 0 : cell >= CGFloat(count) ? count - 1 : Int(cell)  // NaN goes to 0
        }
        return (clamped(rect.minX, origin.x, cellWidth, columns)...clamped(rect.maxX, origin.x, cellWidth, columns),
                clamped(rect.minY, origin.y, cellHeight, rows)...clamped(rect.maxY, origin.y, cellHeight, rows))
    }

    /// The index of the cell column (or row) holding `value`, before clamping: `(value - origin) / size`
    /// rounded down. Cells are finite (a grid whose rectangles cover an infinite width or height is not
    /// built: see ``init(rects:)``), so this is NaN only for a NaN value, which both callers turn away
    /// without converting it.
    private static func cellCoordinate(_ value: CGFloat, _ origin: CGFloat, _ size: CGFloat) -> CGFloat {
        ((value - origin) / size).rounded(.down)
    }
}
