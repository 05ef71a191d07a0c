import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Item and section updates applied at once, as UIKit's (without the animation): the cells and the
/// selection follow their items; counts that do not add up are reported with UIKit's message and the
/// collection view reloads.
@MainActor
@Suite struct UICollectionViewUpdateTests {
    private func cell(_ f: GridFixture, _ item: Int, section: Int = 0) -> UICollectionViewCell? {
        f.collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }

    @Test func deletingAnItemMovesTheFollowingCellsUp() throws {
        let f = GridFixture(counts: [6])
        let third = try #require(cell(f, 2))
        f.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        f.log.counts = [5]
        f.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(cell(f, 1) === third)
        #expect(third.frame == CGRect(x: 146.5, y: 0, width: 100, height: 100))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(f.collectionView.visibleCells.count == 5)
    }

    @Test func insertingAnItemAsksOnlyForItsCell() throws {
        let f = GridFixture(counts: [4])
        let first = try #require(cell(f, 0))
        f.log.cellRequests = 0
        f.log.counts = [5]
        f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(f.log.cellRequests == 1)
        #expect(cell(f, 1) === first)
    }

    @Test func movingAnItemCarriesItsCellAndSelection() throws {
        let f = GridFixture(counts: [6])
        let moved = try #require(cell(f, 0))
        let second = try #require(cell(f, 1))
        f.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        f.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        #expect(cell(f, 4) === moved)
        #expect(cell(f, 0) === second)
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func batchUpdatesApplyTogetherThenComplete() throws {
        let f = GridFixture(counts: [3, 3])
        var completed: Bool?
        f.collectionView.performBatchUpdates({
            f.log.counts = [3, 2, 4]
            f.collectionView.insertSections(IndexSet(integer: 2))
            f.collectionView.deleteItems(at: [IndexPath(item: 0, section: 1)])
        }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(f.collectionView.numberOfSections == 3)
        #expect(f.collectionView.numberOfItems(inSection: 2) == 4)
    }

    @Test func reloadingItemsAsksForNewCells() {
        let f = GridFixture(counts: [4])
        f.log.cellRequests = 0
        f.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(f.log.cellRequests == 2)
        f.collectionView.reloadSections(IndexSet(integer: 0))
        #expect(f.log.cellRequests == 6)
        f.log.counts = []
        f.collectionView.deleteSections(IndexSet(integer: 0))
        #expect(f.collectionView.visibleCells.isEmpty)
    }

    @Test func anInconsistentUpdateIsReportedAndReloads() {
        let f = GridFixture(counts: [2])
        f.log.counts = [3]
        let diagnostics = Diagnostics.record {
            f.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(diagnostics.map(\.code) == ["collectionView.inconsistentUpdate"])
        #expect(diagnostics.first?.message == "Invalid update: invalid number of items in section 0. The number of items "
                    + "contained in an existing section after the update (3) must be equal to the number of items contained "
                    + "in that section before the update (2), plus or minus the number of items inserted or deleted from "
                    + "that section (0 inserted, 1 deleted).")
        #expect(f.collectionView.numberOfItems(inSection: 0) == 3, "reloaded from the data source")
        #expect(f.collectionView.visibleCells.count == 3)
    }

    @Test func anInconsistentMoveNamesTheMoves() {
        let f = GridFixture(counts: [2, 2])
        let diagnostics = Diagnostics.record {
            f.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        }
        #expect(diagnostics.first?.message.hasSuffix("(0 inserted, 0 deleted) and plus or minus the number of items moved "
                                                      + "into or out of that section (0 moved in, 1 moved out).") == true)
    }
}
