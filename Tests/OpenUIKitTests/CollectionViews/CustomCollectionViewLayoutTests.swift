import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A layout of the app's own, written as UIKit's documentation on subclassing `UICollectionViewLayout`
/// says: `prepare()` computes the attributes, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` answer from them. The collection view makes cells only for the
/// elements that layout puts in the visible rect, with their alpha, z-index and hidden state.
@MainActor
@Suite struct CustomCollectionViewLayoutTests {
    /// Full-width rows of 60 points, every other one faded; the first item hidden.
    final class RowsLayout: UICollectionViewLayout {
        private var cache: [UICollectionViewLayoutAttributes] = []
        private(set) var prepareCount = 0

        override func prepare() {
            super.prepare()
            prepareCount += 1
            guard let collectionView else { return }
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 60)
                attributes.alpha = item.isMultiple(of: 2) ? 1 : 0.5
                attributes.zIndex = item
                attributes.isHidden = item == 0
                return attributes
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 60)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }
    }

    @Test func aCustomLayoutPlacesTheVisibleCells() throws {
        let host = TestHost()
        let layout = RowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let log = GridLog(counts: [50])
        collectionView.dataSource = log
        host.window.addSubview(collectionView)
        host.advance(by: 0)
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.contentSize == CGSize(width: 300, height: 3000))
        #expect(collectionView.visibleCells.count == 5)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 0, y: 60, width: 300, height: 60))
        #expect(second.alpha == 0.5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == true)
        let cells = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
        #expect(cells.compactMap { collectionView.indexPath(for: $0)?.item } == [0, 1, 2, 3, 4], "drawn in z-index order")
        let prepared = layout.prepareCount
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        host.advance(by: 0)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [10, 11, 12, 13, 14])
        #expect(layout.prepareCount == prepared, "a scroll does not invalidate a layout that does not ask for it")
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 725)) == IndexPath(item: 12, section: 0))
    }

    @Test func replacingTheLayoutPlacesTheItemsAnew() throws {
        let host = TestHost()
        let flow = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 300), collectionViewLayout: flow)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let log = GridLog(counts: [50])
        collectionView.dataSource = log
        host.window.addSubview(collectionView)
        host.advance(by: 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 50, height: 50))
        let rows = RowsLayout()
        collectionView.setCollectionViewLayout(rows, animated: false)
        host.advance(by: 0)
        #expect(flow.collectionView == nil && rows.collectionView === collectionView)
        #expect(collectionView.collectionViewLayout === rows)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 300, height: 60))
    }

    @Test func attributesCopyTheirValues() throws {
        let original = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 3, section: 1))
        original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        original.zIndex = 7
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        copy.frame.origin.x = 99
        #expect(original.frame.minX == 10)
        #expect(copy.center == CGPoint(x: 114, y: 40))
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 3, section: 1) && copy.zIndex == 7)
    }
}
