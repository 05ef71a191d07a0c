import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Only the items the layout puts in the visible area have cells, and cells that scroll out are handed
/// out again by the dequeue methods after `prepareForReuse()`, as UIKit documents for
/// `dequeueReusableCell(withReuseIdentifier:for:)`.
@MainActor
@Suite struct UICollectionViewReuseTests {
    @Test func onlyTheVisibleItemsHaveCells() {
        let f = GridFixture(counts: [10_000])
        // Lines of three 100-point items every 110 points: four lines meet the 440-point height.
        #expect(f.collectionView.visibleCells.count == 12)
        #expect(f.log.cellRequests == 12)
        #expect(f.collectionView.numberOfItems(inSection: 0) == 10_000)
        #expect(f.collectionView.contentSize.height == CGFloat(3334 * 110 - 10))
    }

    @Test func scrollingAThousandLinesMakesOnlyAScreenfulOfCells() {
        let f = GridFixture(counts: [10_000])
        for step in 1...200 {
            f.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 55)
            f.host.advance(by: 0)
        }
        #expect(f.log.cellRequests > 200)
        #expect(f.log.distinctCells.count <= 15, "five lines at most are visible at once")
        #expect(f.collectionView.subviews.filter { $0 is UICollectionViewCell }.count == f.collectionView.visibleCells.count)
        let reused = f.log.distinctCells.compactMap { $0 as? LabelCell }.map(\.reuseCount).reduce(0, +)
        #expect(reused == f.log.cellRequests - f.log.distinctCells.count, "every other cell came back through prepareForReuse")
    }

    @Test func theDelegateHearsDisplayAndEndOfDisplay() {
        let f = GridFixture(counts: [100])
        #expect(f.log.take("willDisplay").count == 12)
        f.collectionView.contentOffset = CGPoint(x: 0, y: 110)
        f.host.advance(by: 0)
        #expect(f.log.take("didEndDisplaying", "willDisplay")
                    == ["didEndDisplaying 0-2", "didEndDisplaying 0-1", "didEndDisplaying 0-0",
                        "willDisplay 0-12", "willDisplay 0-13", "willDisplay 0-14"])
        #expect(f.visibleNames.first == "0-3")
    }

    @Test func reloadDataAsksForEveryVisibleCellAgain() {
        let f = GridFixture(counts: [20])
        f.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        f.log.counts = [2]
        f.collectionView.reloadData()
        #expect(f.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(f.collectionView.visibleCells.count == 2)
        #expect(f.collectionView.indexPathsForSelectedItems == nil, "a reload clears the selection")
    }

    @Test func anUnregisteredIdentifierIsReportedAndStillShowsACell() {
        let f = GridFixture(counts: [1])
        let diagnostics = Diagnostics.record {
            _ = f.collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        #expect(diagnostics.map(\.code) == ["collectionView.unregisteredReuseIdentifier"])
    }

    @Test func supplementaryViewsAreReusedByKind() {
        let f = GridFixture(counts: Array(repeating: 3, count: 10)) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
        }
        let firstHeader = f.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 0))
        #expect(firstHeader != nil)
        // Sections are 140 points tall (a 40-point header, one line): headers 0-3 leave, 5-7 come.
        f.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        f.host.advance(by: 0)
        let later = f.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                       at: IndexPath(item: 0, section: 5))
        #expect(later === firstHeader, "the first header back in the pool shows section 5's")
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let f = GridFixture(counts: [100])
        let item = IndexPath(item: 30, section: 0)  // line 10, at y = 1100
        f.collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(f.collectionView.contentOffset.y == 1100)
        f.collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(f.collectionView.contentOffset.y == CGFloat(1150 - 220))
        #expect(f.collectionView.cellForItem(at: item) != nil)
        let diagnostics = Diagnostics.record {
            f.collectionView.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        }
        #expect(diagnostics.map(\.code) == ["collectionView.itemOutOfRange"])
    }

    @Test func theBackgroundViewFillsTheVisibleAreaBehindTheCells() {
        let f = GridFixture(counts: [100])
        let background = UIView()
        f.collectionView.backgroundView = background
        f.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        f.host.advance(by: 0)
        #expect(background.frame == CGRect(x: 0, y: 500, width: 393, height: 440))
        #expect(f.collectionView.subviews.first === background)
    }
}
