import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `UICollectionViewController` as UIKit documents it: its view is a collection view with the layout
/// it was made with, served by the controller, and the selection is cleared each time the view is
/// about to appear unless `clearsSelectionOnViewWillAppear` is turned off.
@MainActor
@Suite struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    }

    @Test func theViewIsACollectionViewServedByTheController() throws {
        let layout = UICollectionViewFlowLayout()
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.collectionViewLayout === layout, "before the view loads")
        let collectionView = try #require(grid.collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.dataSource === grid && collectionView.delegate === grid)
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        #expect(UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsAgain() throws {
        let host = TestHost()
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.advance(by: 0)
        let item = IndexPath(item: 3, section: 0)
        grid.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        host.advance(by: 0)
        navigation.popViewController(animated: false)
        host.advance(by: 0)
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)

        grid.clearsSelectionOnViewWillAppear = false
        grid.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        host.advance(by: 0)
        navigation.popViewController(animated: false)
        host.advance(by: 0)
        #expect(grid.collectionView.indexPathsForSelectedItems == [item])
    }
}
