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
///
/// A subview whose rectangle moves a little can instead be moved in the grid
/// (``move(_:to:)``): each cell keeps room for a few more entries than it was built with, and the
/// subview leaves the cells it no longer touches and enters the new ones. A step of a running
/// animation moves every animating subview, and rebuilding the grid of a 1000-button window for each
/// frame cost a quarter of the frame (docs/Performance.md, "Session 13 — animation speed").
final class SubviewGrid {
    /// Below this many subviews a linear walk is as fast as building and querying a grid.
    static let minimumSubviewCount = 32

    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// The subview indexes of cell `c` are `cells.entries[cellStarts[c] ..< cellStarts[c] + cells.counts[c]]`,
    /// ascending (one flat array rather than an array per cell: one allocation, not thousands); the
    /// slots up to `cellStarts[c + 1]` are the cell's room for subviews moved into it (``move(_:to:)``).
    private let cellStarts: [Int32]
    /// What a move changes, in one stored value: a move is then one access that Swift checks for
    /// exclusivity at run time, where the same work on three stored arrays made about twenty (each
    /// read or write of a class's stored property is checked), half of a move's cost.
    private var cells: Cells
    /// Subviews that are candidates everywhere, ascending.
    private let everywhere: [Int32]
    /// Whether the rectangles together covered an infinite width or height, so that every subview is
    /// a candidate everywhere (no cells).
    private let indexesNoCells: Bool
    /// How many of the subviews, from the back, the grid indexes: subviews at this index and above
    /// were added in front of them later, and are candidates everywhere. It drops when the frontmost
    /// indexed subview is removed (``forgetIndexes(from:)``); entries for indexes at or above it are
    /// then ignored.
    private(set) var indexedCount: Int
    /// The rectangles the grid indexes, one per subview (as built, or as last moved): kept so that
    /// ``UIView/_checkInvariants()`` can compare them with the subviews' current ones, and so that a
    /// move knows the cells the subview leaves.
    var rects: [CGRect?] { cells.rects }
    /// Where ``indexedPosition(of:in:)`` looks first: after the subview it found last, as the steps
    /// of an animation visit the views it moves in the order they were animated, most often the
    /// order of the subviews.
    private var positionHint = 0
    /// The indexes of the subviews, made on the first miss of ``positionHint``.
    private var positions: [ObjectIdentifier: Int32]?

    /// Indexes `rects` (one per subview, in the coordinates of the view that holds them; nil for a
    /// subview that is a candidate everywhere).
    init(rects: [CGRect?]) {
        indexedCount = rects.count
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
        indexesNoCells = !covered.isNull && !(covered.width.isFinite && covered.height.isFinite)
        if indexesNoCells {
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
        // cell's list comes out ascending. Each cell gets room for a quarter more, and two.
        var counts = [Int32](repeating: 0, count: columns * rows)
        for range in ranges {
            for row in range.rows { for column in range.columns { counts[row * columns + column] += 1 } }
        }
        var starts = [Int32](repeating: 0, count: columns * rows + 1)
        for cell in 0..<columns * rows { starts[cell + 1] = starts[cell] + counts[cell] + counts[cell] / 4 + 2 }
        cellStarts = starts
        var next = starts
        var entries = [Int32](repeating: 0, count: Int(starts[columns * rows]))
        for range in ranges {
            for row in range.rows {
                for column in range.columns {
                    let cell = row * columns + column
                    entries[Int(next[cell])] = range.index
                    next[cell] += 1
                }
            }
        }
        cells = Cells(counts: counts, entries: entries, rects: rects)
    }

    /// The subview indexes in `cell`, ascending.
    private func entries(of cell: Int) -> ArraySlice<Int32> {
        let start = Int(cellStarts[cell])
        return cells.entries[start..<start + Int(cells.counts[cell])]
    }

    /// Calls `body` with the index of every subview (of `subviewCount`) whose rectangle may contain
    /// `point`, front to back (highest index first), until `body` returns true.
    func forEachCandidate(at point: CGPoint, subviewCount: Int, _ body: (Int) -> Bool) {
        for index in stride(from: subviewCount - 1, through: indexedCount, by: -1) where body(index) { return }
        var cellEntries: ArraySlice<Int32> = []
        if let cell = cell(containing: point) { cellEntries = entries(of: cell) }
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
                found.formUnion(entries(of: row * columns + column))
            }
        }
        let indexed = found.map(Int.init).filter { $0 < indexedCount }.sorted()
        return indexed + Array(indexedCount..<max(subviewCount, indexedCount))
    }

    /// The position among `subviews` (the subviews of the view that holds the grid) of `subview`, if
    /// the grid indexes it; nil for a subview added in front of those it indexes. Looked up after the
    /// last one found first, then in an index of every subview made at the first miss.
    func indexedPosition(of subview: UIView, in subviews: [UIView]) -> Int? {
        let limit = min(indexedCount, subviews.count)
        if positionHint < limit, subviews[positionHint] === subview {
            positionHint += 1
            return positionHint - 1
        }
        if positions == nil {
            var positions: [ObjectIdentifier: Int32] = [:]
            positions.reserveCapacity(limit)
            for index in 0..<limit { positions[ObjectIdentifier(subviews[index])] = Int32(index) }
            self.positions = positions
        }
        guard let found = positions?[ObjectIdentifier(subview)].map(Int.init), found < limit, subviews[found] === subview
        else { return nil }
        positionHint = found + 1
        return found
    }

    /// Moves subview `index` to `rect`: it leaves the cells its old rectangle touched and enters those
    /// of the new one. False, leaving the grid unfit for use (its holder drops it), where a move
    /// cannot keep it exact: the subview is not indexed, is or would become a candidate everywhere
    /// (no rectangle, one not finite, or one over more than a quarter of the cells), or a cell has no
    /// room left.
    func move(_ index: Int, to rect: CGRect?) -> Bool {
        guard index < indexedCount, let rect, !indexesNoCells, rect.hasFiniteComponents else { return false }
        return cells.move(index, to: rect, in: self)
    }

    /// The cells that `rect` touches, clamped to the grid, and whether they are few enough for a
    /// subview to be entered in them rather than be a candidate everywhere.
    private func cellRanges(of rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>, fit: Bool) {
        let (columnRange, rowRange) = Self.cells(covering: rect, origin: origin, cellWidth: cellWidth,
                                                 cellHeight: cellHeight, columns: columns, rows: rows)
        return (columnRange, rowRange, columnRange.count * rowRange.count <= max(columns * rows / 4, 4))
    }

    /// The part of a grid that moves change (``move(_:to:)``).
    private struct Cells {
        /// How many entries each cell holds now.
        var counts: [Int32]
        /// The cells' entries and free room, laid out by the grid's `cellStarts`.
        var entries: [Int32]
        /// The rectangle of each subview the grid was built for.
        var rects: [CGRect?]

        /// ``SubviewGrid/move(_:to:)`` within `grid`'s cells, for a finite `rect`.
        mutating func move(_ index: Int, to rect: CGRect, in grid: SubviewGrid) -> Bool {
            guard let old = rects[index], old.hasFiniteComponents else { return false }
            let before = grid.cellRanges(of: old), after = grid.cellRanges(of: rect)
            guard before.fit, after.fit else { return false }
            rects[index] = rect
            if before.columns == after.columns, before.rows == after.rows { return true }
            let entry = Int32(index), columns = grid.columns
            for row in before.rows {
                for column in before.columns where !(after.rows.contains(row) && after.columns.contains(column)) {
                    remove(entry, from: row * columns + column, starts: grid.cellStarts)
                }
            }
            for row in after.rows {
                for column in after.columns where !(before.rows.contains(row) && before.columns.contains(column)) {
                    guard insert(entry, into: row * columns + column, starts: grid.cellStarts) else { return false }
                }
            }
            return true
        }

        /// Takes `entry` out of `cell`'s ascending list.
        private mutating func remove(_ entry: Int32, from cell: Int, starts: [Int32]) {
            let start = Int(starts[cell]), end = start + Int(counts[cell])
            var position = start
            while position < end, entries[position] != entry { position += 1 }
            guard position < end else { return }
            while position + 1 < end {
                entries[position] = entries[position + 1]
                position += 1
            }
            counts[cell] -= 1
        }

        /// Puts `entry` into `cell`'s ascending list; false when the cell has no room left.
        private mutating func insert(_ entry: Int32, into cell: Int, starts: [Int32]) -> Bool {
            let start = Int(starts[cell]), end = start + Int(counts[cell])
            guard end < Int(starts[cell + 1]) else { return false }
            var position = end
            while position > start, entries[position - 1] > entry {
                entries[position] = entries[position - 1]
                position -= 1
            }
            entries[position] = entry
            counts[cell] += 1
            return true
        }
    }

    /// Whether every cell lists exactly the subviews whose rectangle (``rects``) touches it, in
    /// ascending order, as a grid built from the same rectangles in the same cells would: checked by
    /// ``UIView/_checkInvariants()`` after moves (``move(_:to:)``).
    var cellsMatchRects: Bool {
        guard !indexesNoCells else { return true }
        var expected = [[Int32]](repeating: [], count: columns * rows)
        for (index, rect) in rects.enumerated() {
            guard let rect, rect.hasFiniteComponents else { continue }
            let (columnRange, rowRange, fit) = cellRanges(of: rect)
            guard fit else { continue }
            for row in rowRange { for column in columnRange { expected[row * columns + column].append(Int32(index)) } }
        }
        return expected.indices.allSatisfy { Array(entries(of: $0)) == expected[$0] }
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
