import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// UICollectionViewDiffableDataSource as Apple documents it: it becomes the collection view's data
/// source, serves the applied snapshot's sections and items, updates only what changed (unchanged items
/// keep their cells), reconfigures items in their own cells, and makes headers through its
/// supplementary view provider.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case favourites, others }

    /// A 100 × 100-point grid in a test window served by a diffable data source that counts the cells
    /// it configures.
    @MainActor
    final class Fixture {
        let host = TestHost()
        let layout = UICollectionViewFlowLayout()
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<Section, String>!
        var configured: [String] = []

        init() {
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 440), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.accessibilityIdentifier = item
                self.configured.append(item)
                return cell
            }
            host.window.addSubview(collectionView)
        }

        func apply(_ sections: [(Section, [String])]) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            host.advance(by: 0)
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
        }
    }

    @Test func itBecomesTheDataSourceAndServesTheSnapshot() {
        let f = Fixture()
        #expect(f.collectionView.dataSource === f.dataSource)
        f.apply([(.favourites, ["a", "b"]), (.others, ["c"])])
        #expect(f.collectionView.numberOfSections == 2)
        #expect(f.collectionView.numberOfItems(inSection: 0) == 2 && f.collectionView.numberOfItems(inSection: 1) == 1)
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityIdentifier == "b")
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "c")
        #expect(f.dataSource.indexPath(for: "c") == IndexPath(item: 0, section: 1))
        #expect(f.dataSource.sectionIdentifier(for: 1) == .others && f.dataSource.index(for: .favourites) == 0)
        #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(f.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func applyingADifferenceKeepsTheCellsOfItemsThatDidNotChange() throws {
        let f = Fixture()
        f.apply([(.favourites, ["a", "b", "c"])])
        let a = try #require(f.cell("a")), c = try #require(f.cell("c"))
        f.configured.removeAll()
        f.apply([(.favourites, ["x", "a", "c"])])
        #expect(f.configured == ["x"], "only the inserted item is asked for")
        #expect(f.cell("a") === a && f.cell("c") === c)
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier == "x")
    }

    @Test func sectionsThatSwapKeepTheirItemsCells() throws {
        let f = Fixture()
        f.apply([(.favourites, ["a"]), (.others, ["b"])])
        let a = try #require(f.cell("a"))
        f.configured.removeAll()
        f.apply([(.others, ["b"]), (.favourites, ["a"])])
        #expect(f.configured.isEmpty)
        #expect(f.dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === a)
    }

    @Test func reconfiguringAnItemConfiguresItsOwnCellAgain() throws {
        let f = Fixture()
        f.apply([(.favourites, ["a", "b"])])
        let b = try #require(f.cell("b"))
        f.configured.removeAll()
        var snapshot = f.dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        f.dataSource.apply(snapshot)
        #expect(f.configured == ["b"])
        #expect(f.cell("b") === b, "the item's own cell is handed back to the provider")
    }

    @Test func headersComeFromTheSupplementaryViewProvider() {
        let f = Fixture()
        f.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        var kinds: [String] = []
        f.collectionView.register(UICollectionReusableView.self,
                                  forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                  withReuseIdentifier: "header")
        f.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kinds.append(kind)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        f.apply([(.favourites, ["a"]), (.others, ["b"])])
        #expect(kinds == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionHeader])
    }

    @Test func aMissingHeaderIsReportedAndShowsEmpty() {
        let f = Fixture()
        f.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let diagnostics = Diagnostics.record { f.apply([(.favourites, ["a"])]) }
        #expect(diagnostics.map(\.code) == ["diffableDataSource.nilSupplementaryView"])
        #expect(f.collectionView.numberOfItems(inSection: 0) == 1)
    }
}
