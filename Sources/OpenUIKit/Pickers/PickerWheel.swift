import Foundation

/// One component of a ``UIPickerView``: a scroll view of rows, `rowHeight` apart, inset so that every
/// row, the first and last too, can rest in the middle of the picker.
///
/// It follows the finger, decelerates and bounces as any scroll view, and snaps: a drag's resting
/// offset is moved to the nearest row (`scrollViewWillEndDragging`), as iOS's wheels always stop on a
/// row. A tap on a row turns the wheel to it. Only rows in sight have views; a view that scrolls out
/// of sight is handed to the delegate again for the next row that comes in.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    /// The picker this wheel belongs to; the picker holds its wheels as subviews.
    private unowned let picker: UIPickerView
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The width the delegate gave the component.
    var componentWidth: CGFloat = 0
    /// The row resting in the middle: -1 while the component has no rows.
    private(set) var selectedRow = -1
    /// The views of the rows in sight, by row.
    private(set) var rowViews: [Int: UIView] = [:]
    private var recycledViews: [UIView] = []
    private let rowTap = UITapGestureRecognizer()

    init(picker: UIPickerView) {
        self.picker = picker
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        rowTap.addTarget(self, action: Selector("turnToTappedRow", PickerWheel.turnToTappedRow))
        addGestureRecognizer(rowTap)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Takes the component's new row count and height: every row view is asked for again, and the
    /// selection stays, moved inside the rows that exist.
    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        recycledViews.removeAll()
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        setNeedsLayout()
    }

    /// Selects `row` (kept inside the rows that exist) and turns the wheel to it, without telling the
    /// delegate.
    func select(row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selectedRow = min(max(row, 0), rowCount - 1)
        guard bounds.height > 0 else { return }   // the next layout turns it
        setContentOffset(CGPoint(x: 0, y: offset(forRow: selectedRow)), animated: animated)
    }

    /// The component this wheel shows, nil once the picker has let it go.
    private var component: Int? {
        picker.wheels.firstIndex(where: { $0 === self })
    }

    // MARK: Geometry

    /// The inset above the first row and below the last, so either can rest in the middle.
    private var restingInset: CGFloat { max((bounds.height - rowHeight) / 2, 0) }

    private func offset(forRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight - restingInset
    }

    /// The row nearest the middle at `offset`, inside the rows that exist.
    private func row(atOffset offset: CGFloat) -> Int {
        let row = Int(((offset + restingInset) / rowHeight).rounded())
        return min(max(row, 0), rowCount - 1)
    }

    override func layoutSubviews() {
        let inset = restingInset
        let wantedInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != wantedInset { contentInset = wantedInset }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        // At rest the wheel shows its selected row; a resize or a reload keeps it there.
        if rowCount > 0, !isTracking, !isDragging, !isDecelerating {
            let resting = offset(forRow: selectedRow)
            if contentOffset.y != resting, bounds.height > 0 { contentOffset = CGPoint(x: 0, y: resting) }
        }
        super.layoutSubviews()
        showRowsInSight()
    }

    /// Gives every row in sight a view, placed at its row, and takes views from rows that left.
    private func showRowsInSight() {
        guard rowCount > 0, rowHeight > 0, bounds.height > 0 else { return }
        let first = max(Int((bounds.minY / rowHeight).rounded(.down)), 0)
        let last = min(Int((bounds.maxY / rowHeight).rounded(.up)), rowCount) - 1
        for (row, view) in rowViews where row < first || row > last {
            rowViews[row] = nil
            view.isHidden = true
            recycledViews.append(view)
        }
        guard first <= last else { return }
        guard let component else { return }
        for row in first...last {
            let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let view = rowViews[row] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            let reusable = recycledViews.popLast()
            let view = picker.rowView(forRow: row, forComponent: component, reusing: reusable)
            if let reusable, reusable !== view { reusable.removeFromSuperview() }
            view.frame = frame
            view.isHidden = false
            if view.superview !== self { addSubview(view) }
            rowViews[row] = view
        }
    }

    // MARK: Settling

    /// A tap on a row other than the selected one turns the wheel to it, animated.
    private func turnToTappedRow() {
        guard rowCount > 0 else { return }
        turn(toRow: Int((rowTap.location(in: self).y / rowHeight).rounded(.down)))
    }

    /// Turns the wheel to `row`, animated, as the user's tap does: the delegate hears of it once the
    /// wheel rests. Nothing for the selected row or a row that does not exist.
    private func turn(toRow row: Int) {
        guard (0..<rowCount).contains(row), row != selectedRow else { return }
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showRowsInSight()
    }

    /// Wheels stop on rows: the resting offset moves to the nearest row's.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    /// The wheel came to rest: the row in the middle is selected, and the picker tells its delegate
    /// when that is a different row.
    private func settle() {
        guard rowCount > 0 else { return }
        let row = row(atOffset: contentOffset.y)
        guard row != selectedRow else { return }
        selectedRow = row
        picker.wheel(self, didSettleOn: row)
    }

    // MARK: Accessibility

    /// A wheel is one adjustable element, as UIKit's: its value is the selected row's title, and
    /// VoiceOver's swipe up and down turn it a row, which the delegate hears of as of a user's turn.
    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    override var defaultAccessibilityValue: String? {
        guard selectedRow >= 0, let component else { return nil }
        return picker.accessibilityTitle(forRow: selectedRow, forComponent: component)
    }

    override func accessibilityIncrement() {
        turn(toRow: selectedRow + 1)
    }

    override func accessibilityDecrement() {
        turn(toRow: selectedRow - 1)
    }
}
