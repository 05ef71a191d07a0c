import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// ``PortedPhotoGridViewController`` in a navigation controller, driven as a person would: three
/// square columns under a header, only a screenful of cells, a tap opens a photo and leaves nothing
/// selected, a removal moves the rest up, and scrolling to the end shows the last photo.
@MainActor
@Suite struct PortedPhotoGridTests {
    @Test func aPhotoGridPortsUnchanged() throws {
        let host = TestHost()
        let grid = PortedPhotoGridViewController()
        host.window.rootViewController = UINavigationController(rootViewController: grid)
        host.advance(by: 0)
        let collectionView = try #require(grid.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 60)
        // floor((393 - 4) / 3) = 129-point squares; the 6 spare points make the gaps 3 points.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: 132, y: 44, width: 129, height: 129))
        let visible = collectionView.visibleCells.count
        #expect(visible > 12 && visible < 30, "a screenful of the 60 photos")
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.backgroundColor == .secondarySystemBackground)

        host.tap(try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))))
        #expect(grid.opened == ["IMG_1005"])
        #expect(collectionView.indexPathsForSelectedItems == nil, "deselected in didSelect")

        grid.removePhoto(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.numberOfItems(inSection: 0) == 59)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "IMG_1002")

        let last = IndexPath(item: 58, section: 0)
        collectionView.scrollToItem(at: last, at: .bottom, animated: false)
        host.advance(by: 0)
        #expect(collectionView.cellForItem(at: last) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
