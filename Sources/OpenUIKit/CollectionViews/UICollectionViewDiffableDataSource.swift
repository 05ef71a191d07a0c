import Foundation

/// A collection view's data source that serves the sections and items of a snapshot and turns each new
/// snapshot into the collection view's item updates (UIKit's `UICollectionViewDiffableDataSource`,
/// iOS 13).
///
/// Made with the collection view and a cell provider, it sets itself as the collection view's
/// ``UICollectionView/dataSource`` and holds the collection view weakly, as UIKit's does; the app keeps
/// the data source. Headers and footers come from ``supplementaryViewProvider``.
/// ``apply(_:animatingDifferences:completion:)`` works out what changed since the current snapshot
/// (`SnapshotDifference`, shared with ``UITableViewDiffableDataSource``) and calls the collection
/// view's section and item deletions, insertions, moves and reloads in one batch, then
/// ``UICollectionView/reconfigureItems(at:)`` for the reconfigured items: the cells of items that did
/// not change stay as they are. The update applies at once, animated or not (the collection view draws
/// no update animations; the README's differences).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item at an index path, usually by dequeuing one and configuring it (or
    /// with a `UICollectionView.CellRegistration` in UIKit). A nil cell is reported as
    /// `diffableDataSource.nilCell` (UIKit raises) and the item shows an empty cell.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// Makes a supplementary view (a section header or footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the headers and footers the layout asks for; nil by default. Without it (or when it
    /// returns nil) the view is reported as `diffableDataSource.nilSupplementaryView` (UIKit raises)
    /// and shows empty.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells come from `cellProvider`; it becomes the
    /// collection view's data source at once.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data the collection view shows now; edit it and apply it.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: only what changed since the current one is updated in the collection view, then
    /// `completion` runs (at once: nothing is animated). Reload and reconfigure marks are carried out
    /// and not kept, so ``snapshot()`` returns the data without them, as UIKit's.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        currentSnapshot = snapshot.withoutMarks
        collectionView?.apply(difference)
        completion?()
    }

    /// Shows `snapshot` by reloading the whole collection view, without working out the differences
    /// (iOS 15): every visible cell is asked for again.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot.withoutMarks
        collectionView?.reloadData()
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

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    /// The number of items the snapshot holds in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.report(Diagnostic(code: "diffableDataSource.nilCell", severity: .error,
                                      message: "UICollectionView dataSource returned a nil cell for item at index path: "
                                        + "\(indexPath); an empty cell is shown."))
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view of `kind` at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.report(Diagnostic(code: "diffableDataSource.nilSupplementaryView", severity: .error,
                                      message: "the collection view's diffable data source gave no supplementary view of "
                                        + "kind \(kind) at \(indexPath) (supplementaryViewProvider is nil or returned nil); "
                                        + "an empty view is shown."))
        return UICollectionReusableView(frame: .zero)
    }
}
