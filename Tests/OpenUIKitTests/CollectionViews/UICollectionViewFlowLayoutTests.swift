import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The flow layout's frames for known grids, from Apple's documentation of its properties: as many
/// items per line as fit with the minimum interitem spacing, the spacing then adjusted upward on full
/// lines, lines `minimumLineSpacing` apart, the section inset around the items, headers and footers
/// across the whole width, and the same turned sideways for a horizontal scroll direction.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    @Test func fullLinesAreJustifiedAndTheLastLineStartsAtTheLeadingInset() {
        let f = GridFixture(counts: [8]) { layout, _ in
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        }
        // 361 points across hold three 100-point items (320 with the 10-point minimum); the 61 spare
        // points are shared by the two gaps.
        #expect(f.frame(0) == CGRect(x: 16, y: 16, width: 100, height: 100))
        #expect(f.frame(1) == CGRect(x: 146.5, y: 16, width: 100, height: 100))
        #expect(f.frame(2) == CGRect(x: 277, y: 16, width: 100, height: 100))
        #expect(f.frame(3) == CGRect(x: 16, y: 126, width: 100, height: 100), "the next line, 10 points below")
        #expect(f.frame(6) == CGRect(x: 16, y: 236, width: 100, height: 100))
        #expect(f.frame(7) == CGRect(x: 126, y: 236, width: 100, height: 100), "the last line keeps the minimum spacing")
        #expect(f.collectionView.contentSize == CGSize(width: 393, height: 352))
    }

    @Test func aLoneItemIsCenteredButALastLineOfOneIsNot() {
        let f = GridFixture(counts: [1, 4]) { layout, _ in
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        }
        #expect(f.frame(0) == CGRect(x: 146.5, y: 16, width: 100, height: 100), "the only item of its section")
        #expect(f.frame(3, section: 1) == CGRect(x: 16, y: 258, width: 100, height: 100))
    }

    @Test func itemsOfDifferentHeightsAreCenteredInTheirLine() {
        let f = GridFixture(counts: [3]) { _, log in
            log.itemSizes = { $0.item == 0 ? CGSize(width: 100, height: 60) : CGSize(width: 100, height: 100) }
        }
        #expect(f.frame(0) == CGRect(x: 0, y: 20, width: 100, height: 60))
        #expect(f.frame(1) == CGRect(x: 110, y: 0, width: 100, height: 100), "a section's only line is its last")
    }

    @Test func headersAndFootersSpanTheWidthAroundTheInsetItems() throws {
        let f = GridFixture(counts: [4, 2]) { layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 50)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            f.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(f.frame(0) == CGRect(x: 10, y: 60, width: 100, height: 100))
        #expect(f.frame(3) == CGRect(x: 10, y: 170, width: 100, height: 100))
        #expect(frame(footer, 0) == CGRect(x: 0, y: 280, width: 393, height: 30))
        #expect(frame(header, 1) == CGRect(x: 0, y: 310, width: 393, height: 50))
        #expect(f.frame(1, section: 1) == CGRect(x: 120, y: 370, width: 100, height: 100))
        #expect(frame(footer, 1) == CGRect(x: 0, y: 480, width: 393, height: 30))
        #expect(f.collectionView.contentSize.height == 510)
        let shown = try #require(f.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(f.collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1)) == nil,
                "below the visible area: no view")
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsSideways() {
        let f = GridFixture(counts: [10]) { layout, _ in layout.scrollDirection = .horizontal }
        // 440 points down hold four items (430 with the spacing); the 40 spare points go to three gaps.
        #expect(f.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs((f.frame(3)?.minY ?? 0) - 340) < 0.001)
        #expect(f.frame(4) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(f.frame(9) == CGRect(x: 220, y: 110, width: 100, height: 100), "the last column keeps the minimum spacing")
        #expect(f.collectionView.contentSize == CGSize(width: 320, height: 440))
    }

    @Test func theDelegatesSectionInsetOverridesTheLayouts() {
        let f = GridFixture(counts: [2, 2]) { layout, log in
            layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            log.sectionInsets[1] = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        }
        #expect(f.frame(0) == CGRect(x: 5, y: 5, width: 100, height: 100))
        #expect(f.frame(0, section: 1) == CGRect(x: 50, y: 110, width: 100, height: 100))
    }

    @Test func changingALayoutPropertyLaysOutAgain() {
        let f = GridFixture(counts: [4])
        f.layout.itemSize = CGSize(width: 180, height: 40)
        f.host.advance(by: 0)
        #expect(f.frame(1) == CGRect(x: 213, y: 0, width: 180, height: 40))
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 213, y: 0, width: 180, height: 40))
    }

    @Test func aResizeWrapsTheLinesAtTheNewWidth() {
        let f = GridFixture(counts: [4])
        f.collectionView.frame.size.width = 250
        f.host.advance(by: 0)
        #expect(f.frame(1) == CGRect(x: 150, y: 0, width: 100, height: 100), "two items per line now")
        #expect(f.frame(2) == CGRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func theIndexPathAtAPointSkipsTheGaps() {
        let f = GridFixture(counts: [6])
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil, "between two items")
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 20, y: 150)) == IndexPath(item: 3, section: 0))
    }
}
