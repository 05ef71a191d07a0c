import Foundation

/// Rows of cells in sections, scrolling vertically: UIKit's `UITableView`, on ``UIScrollView``.
///
/// The ``dataSource`` says how many sections and rows there are and makes a cell for a row when the row
/// is about to show; the ``UIScrollView/delegate`` (a ``UITableViewDelegate``) gives heights and header
/// views and hears about selection and display. As in UIKit only the visible rows have cells: as the
/// content scrolls, a cell whose row leaves the visible area goes back to a reuse pool per reuse
/// identifier and ``dequeueReusableCell(withIdentifier:for:)`` hands it out again (after
/// ``UITableViewCell/prepareForReuse()``), so a 10,000-row table holds about a screenful of cells.
///
/// The data is read when the table first lays out and again after ``reloadData()`` or an update
/// (`UITableView+Updates.swift`); heights come from ``rowHeight`` or the delegate, and a row whose height
/// is ``automaticDimension`` (the default, as in UIKit) is measured from its cell when it first shows:
/// until then it counts as ``estimatedRowHeight``.
@MainActor
open class UITableView: UIScrollView {
    /// The value that asks the table to choose a height itself: self-sizing rows from their cell's
    /// Auto Layout constraints, headers and footers from their titles.
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed when it is made.
    public let style: Style

    /// The object that supplies sections, rows and cells (weak, as UIKit's). Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate as a ``UITableViewDelegate``: the table's own calls go through it. The scroll view's
    /// ``UIScrollView/delegate`` keeps its type (Swift cannot narrow an overridden property's type), so
    /// a table's delegate is set there, as `tableView.delegate = self` does in UIKit.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Heights

    /// The height of every row whose delegate gives none: ``automaticDimension`` by default, as UIKit
    /// documents since iOS 11, so rows size themselves to their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { invalidateRowGeometry() } }
    }
    /// The height a self-sizing row counts as until it first shows: ``automaticDimension`` (44 points,
    /// UIKit's standard row) by default.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { invalidateRowGeometry() } }
    }
    /// The height of every section header whose delegate gives none (``automaticDimension``: fitted to
    /// the header's title, none without one in a plain table).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { invalidateRowGeometry() } }
    }
    /// The height of every section footer whose delegate gives none (``automaticDimension``).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { invalidateRowGeometry() } }
    }

    // MARK: Look

    /// Whether rows are divided by lines (`.singleLine` by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' color: the system `separator` color by default, as UIKit's.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// How far separators keep from the row's edges: 16 points on the leading side by default, where
    /// the text starts (iOS 17's layout margin on an iPhone).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// A view above the first section, scrolling with the rows; its frame's height is kept and its width
    /// follows the table, as UIKit's.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as ``tableHeaderView``.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    // MARK: Selection

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true {
        didSet { if !allowsSelection { selectedRows.removeAll(); refreshCellStates() } }
    }
    /// Whether several rows can be selected at once (false by default): a tap then toggles its row.
    open var allowsMultipleSelection = false {
        didSet { if allowsMultipleSelection != oldValue, !allowsMultipleSelection { keepOneSelection() } }
    }
    /// Whether a tap selects a row while the table is editing (false by default, as UIKit's).
    open var allowsSelectionDuringEditing = false

    // MARK: Editing

    /// Whether the rows show their editing controls (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: State

    /// The model between reloads; nil when the data must be read again.
    var geometry: TableRowGeometry?
    /// The cells of the visible rows.
    var visibleRowCells: [IndexPath: UITableViewCell] = [:]
    /// Classes registered per reuse identifier, and cells that left the screen, for
    /// ``dequeueReusableCell(withIdentifier:)``.
    var reusePool = ReusableViewPool<UITableViewCell>()
    /// Header and footer views per section, made when first needed and kept until a reload.
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// The selected rows.
    var selectedRows: Set<IndexPath> = []
    /// The row under a finger, highlighted until the finger lifts or the touch is cancelled.
    var trackedRow: (touch: UITouch, indexPath: IndexPath)?
    /// Updates collected between `beginUpdates()` and `endUpdates()`, and how deep the nesting is.
    var updateBatch = UpdateBatch()
    var editing = false
    /// The cell that dequeuing hands back while ``reconfigureRows(at:)`` asks the data source for it.
    var reconfiguringCell: UITableViewCell?

    // MARK: Making one

    /// A table of `style`. A plain table draws on the system background; grouped ones on the grouped
    /// background, as iOS 17's.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// A plain table, as UIKit's `init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Cells

    /// Registers `cellClass` (a ``UITableViewCell`` subclass) for `identifier`: dequeuing that
    /// identifier makes a new cell of the class when the pool is empty. Nil removes the registration;
    /// a class that is not a cell is refused with `tableView.notACellClass`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        reusePool.register(cellClass, for: identifier, refusalCode: "tableView.notACellClass")
    }

    /// A cell that left the screen with `identifier`, reset by ``UITableViewCell/prepareForReuse()``;
    /// the row's own cell while ``reconfigureRows(at:)`` runs; otherwise a new cell of the class
    /// registered for it; nil when neither exists, as UIKit's.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if let cell = reusePool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        return reusePool.registeredClass(for: identifier).map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// As ``dequeueReusableCell(withIdentifier:)``, for a registered identifier. Where UIKit raises
    /// (nothing registered for `identifier`), this reports `tableView.unregisteredReuseIdentifier` with
    /// UIKit's message and returns a default-style cell, so the table still shows a row.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Diagnostics.report(Diagnostic(code: "tableView.unregisteredReuseIdentifier", severity: .error,
                                      message: "unable to dequeue a cell with identifier \(identifier) - must register "
                                        + "a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Data

    /// Reads every count and height again and asks for the visible cells anew; the visible cells go
    /// back to the reuse pool and the selection is cleared, as UIKit's.
    open func reloadData() {
        geometry = nil
        needsTiling = true
        selectedRows.removeAll()
        trackedRow = nil
        recycleAllCells()
        setNeedsLayout()
    }

    /// The number of sections, read from the data source if it has not been yet.
    open var numberOfSections: Int { loadedGeometry().numberOfSections }

    /// The number of rows in `section`, or 0 for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        let geometry = loadedGeometry()
        guard geometry.sections.indices.contains(section) else { return 0 }
        return geometry.sections[section].rowHeights.count
    }

    // MARK: Visible rows

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleRowCells[$0] }
    }

    /// The rows on screen, top to bottom; nil when none, as UIKit's.
    open var indexPathsForVisibleRows: [IndexPath]? {
        tileIfNeeded()
        let rows = visibleRowCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell showing `indexPath`, or nil when the row is not visible (it has no cell then).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        tileIfNeeded()
        return visibleRowCells[indexPath]
    }

    /// The row `cell` shows, or nil when it is not one of the visible cells.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        tileIfNeeded()
        return visibleRowCells.first { $0.value === cell }?.key
    }

    /// The row at `point` (table coordinates, that is content coordinates), or nil over a header, a
    /// footer or empty space.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return loadedGeometry().row(at: point.y)
    }

    /// The rows that overlap `rect`, top to bottom.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadedGeometry().rows(from: rect.minY, to: rect.maxY)
    }

    /// The row's frame in the table's coordinates; `.zero` for a row out of range, as UIKit's.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = loadedGeometry()
        guard geometry.contains(indexPath) else { return .zero }
        let span = geometry.rowSpan(indexPath)
        return CGRect(x: rowInset, y: span.top, width: bounds.width - 2 * rowInset, height: span.height)
    }

    /// The frame of a whole section: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        let geometry = loadedGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.sections[section]
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.bottom - span.top)
    }

    /// The frame of a section's header, where it scrolls to (a floating header may be drawn lower).
    open func rectForHeader(inSection section: Int) -> CGRect {
        let geometry = loadedGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.sections[section]
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.headerHeight)
    }

    /// The frame of a section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let geometry = loadedGeometry()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let span = geometry.sections[section]
        return CGRect(x: 0, y: span.rowsBottom, width: bounds.width, height: span.footerHeight)
    }

    /// The horizontal inset of rows: an inset-grouped table keeps its sections 20 points from the edges
    /// (iOS 17 on an iPhone); the other styles fill the width.
    var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }

    // MARK: Scrolling follows

    /// A change of the visible area (a scroll or a resize) lays the rows out again, as UIKit's, so cells
    /// are made for rows scrolling in and recycled for rows scrolling out.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds != old {
                if super.bounds.width != old.width { invalidateRowGeometry() }
                needsTiling = true
                setNeedsLayout()
            }
        }
    }

    /// Whether the visible cells no longer match the visible area or the model.
    var needsTiling = true

    /// Lays out the visible rows, headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    // MARK: Touches (UITableView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tableTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateRowGeometry()
    }
}
