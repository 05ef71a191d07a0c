import Foundation

/// A table's data source that serves the sections and items of a snapshot and turns each new
/// snapshot into the table's row updates (UIKit's `UITableViewDiffableDataSource`, iOS 13).
///
/// Made with the table and a cell provider, it sets itself as the table's ``UITableView/dataSource``
/// and holds the table weakly, as UIKit's does; the app keeps the data source. ``apply(_:animatingDifferences:completion:)``
/// works out what changed since the current snapshot (`SnapshotDifference`) and calls the table's
/// `deleteSections`, `insertSections`, `moveSection`, `reloadSections`, `deleteRows`, `insertRows`,
/// `moveRow` and `reloadRows` in one batch, then ``UITableView/reconfigureRows(at:)`` for the
/// reconfigured items: the cells of rows that did not change stay as they are. The update applies at
/// once whether or not differences are animated (the table draws no row animations; the README's
/// differences).
///
/// The data-source methods it implements are `open`, with UIKit's defaults for a diffable data source
/// (no titles, no editing, no moving), so a subclass overrides them as on iOS, typically
/// `tableView(_:canEditRowAt:)` and `tableView(_:commit:forRowAt:)` for swipe to delete.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item at an index path, usually by dequeuing one and configuring it. A nil
    /// cell is reported as `diffableDataSource.nilCell` (UIKit raises) and the row shows an empty cell.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UITableViewCell?

    /// The animation the table would use for the rows an apply inserts, deletes or reloads
    /// (`.automatic`, as UIKit's); updates apply at once here, so it is passed on, not drawn.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView` whose cells come from `cellProvider`; it becomes the table's data
    /// source at once.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data the table shows now; edit it and apply it.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: only what changed since the current one is updated in the table, then
    /// `completion` runs (at once: nothing is animated). Reload and reconfigure marks are carried out
    /// and not kept, so ``snapshot()`` returns the data without them, as UIKit's.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        currentSnapshot = snapshot.withoutMarks
        tableView?.apply(difference, animation: defaultRowAnimation)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole table, without working out the differences (iOS 15):
    /// every visible cell is asked for again.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.item(at: indexPath)
    }

    /// Where the item is, or nil when it is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.section(at: index)
    }

    /// The index of the section, or nil (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.sectionIndexes[sectionIdentifier]
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        currentSnapshot.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.itemCount(inSectionAt: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.report(Diagnostic(code: "diffableDataSource.nilCell", severity: .error,
                                      message: "UITableView dataSource returned a nil cell for row at index path: "
                                        + "\(indexPath); an empty cell is shown."))
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as UIKit's diffable data source: rows are not editable (no swipe to delete) unless a
    /// subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves the item in the current snapshot, as UIKit's does after the user reordered a row (the
    /// table has already moved it): a subclass that overrides this to update its model calls super.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        currentSnapshot.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }
}
