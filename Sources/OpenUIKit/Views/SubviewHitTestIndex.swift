import Foundation

/// A uniform grid over the frames of a view's subviews, so a hit test tries only the subviews whose
/// frame can contain the point instead of every sibling (issue 7: a tap in a 1000-button grid tried
/// about 500 buttons, and a 10,000-button grid cost 7.5× a 100-button one).
///
/// UIKit's order is kept: candidates are tried front to back (highest index in ``UIView/subviews``
/// first), and the first non-nil answer wins, exactly as the linear walk does; skipping a subview is
/// only ever skipping one whose answer would have been nil.
///
/// That holds for a subview whose hit area is known to stay inside its frame: `hitTest(_:with:)`
/// returns nil for a point outside the bounds unless a subclass says otherwise, and an app's subclass
/// may well (enlarging a small button's touch area by overriding `point(inside:with:)` is common). So
/// only views whose *exact* class is one of OpenUIKit's own, whose hit testing is known
/// (``confinedTypes``), are placed in the grid by their frame; every other subview (a subclass of
/// ``UIButton`` included) is a candidate for every point, in its place in the order. Very large
/// subviews (covering more than a quarter of the grid) are also always candidates rather than
/// entered in many cells.
///
/// Built on the first hit test after a change and dropped when the subviews or one of their frames
/// change; only views with at least ``minimumSubviewCount`` subviews get one.
final class SubviewHitTestIndex {
    /// Below this many subviews the linear walk is as fast as building and querying the grid.
    static let minimumSubviewCount = 32

    /// The classes whose hit area is their bounds: their `hitTest(_:with:)` and `point(inside:with:)`
    /// are OpenUIKit's, which answer nil outside the bounds.
    private static let confinedTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
        ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIActivityIndicatorView.self), ObjectIdentifier(DimmingView.self),
        ObjectIdentifier(PresentationContainerView.self), ObjectIdentifier(PopoverBackgroundView.self),
        ObjectIdentifier(BarButtonView.self),
    ]

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

    /// Indexes `subviews` by their frames (in the coordinates of the view that holds them).
    @MainActor
    init(subviews: [UIView]) {
        var placed: [(index: Int32, frame: CGRect)] = []
        var everywhere: [Int32] = []
        var covered = CGRect.null
        for (index, subview) in subviews.enumerated() {
            if Self.confinedTypes.contains(ObjectIdentifier(type(of: subview))) {
                let frame = subview.frame
                placed.append((Int32(index), frame))
                covered = covered.union(frame)
            } else {
                everywhere.append(Int32(index))
            }
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
        for (index, frame) in placed {
            let columnRange = Self.cells(from: frame.minX, to: frame.maxX, origin: origin.x, size: cellWidth, count: columns)
            let rowRange = Self.cells(from: frame.minY, to: frame.maxY, origin: origin.y, size: cellHeight, count: rows)
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

    /// Calls `body` with the index of every subview that may contain `point`, front to back (highest
    /// index first), until `body` returns true.
    func forEachCandidate(at point: CGPoint, _ body: (Int) -> Bool) {
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
            if body(Int(candidate)) { return }
        }
    }

    /// The cell holding `point`, or nil outside the grid (or for a non-finite point). The same
    /// rounding as ``cells(from:to:origin:size:count:)``, and it is monotonic, so a point inside a
    /// frame always lands in one of the frame's cells; a point on the grid's far edge goes to the last
    /// cell, like the frames that end there.
    private func cell(containing point: CGPoint) -> Int? {
        let column = ((point.x - origin.x) / cellWidth).rounded(.down)
        let row = ((point.y - origin.y) / cellHeight).rounded(.down)
        guard column >= 0, row >= 0, column <= CGFloat(columns), row <= CGFloat(rows) else { return nil }
        return min(Int(row), rows - 1) * columns + min(Int(column), columns - 1)
    }

    /// The cells along one axis that the span `from...to` touches, clamped to the grid. Both ends are
    /// included, so a point on a frame's far edge still finds it (the subview decides).
    private static func cells(from low: CGFloat, to high: CGFloat, origin: CGFloat, size: CGFloat,
                              count: Int) -> ClosedRange<Int> {
        func clamped(_ value: CGFloat) -> Int {
            let cell = ((value - origin) / size).rounded(.down)
            return cell < 0 ? 0 : cell >= CGFloat(count) ? count - 1 : Int(cell)
        }
        return clamped(low)...clamped(high)
    }
}
