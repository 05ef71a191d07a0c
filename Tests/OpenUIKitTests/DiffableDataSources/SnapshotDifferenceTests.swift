import Foundation
import Testing
@testable import OpenUIKit

/// Old snapshot → new snapshot → the index paths of a batch update: deletions in old indexes,
/// insertions in new ones, and moves only for what left its order.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: KeyValuePairs<String, [String]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.sections.append(section)
            snapshot.itemsBySection.append(items)
            for item in items { snapshot.itemSections[item] = section }
        }
        snapshot.reindexSections()
        return snapshot
    }

    private func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func insertionsAndDeletionsKeepTheRest() {
        let difference = SnapshotDifference(from: snapshot(["s": ["a", "b", "c", "d"]]), to: snapshot(["s": ["a", "x", "c", "d", "y"]]))
        #expect(difference.deletedItems == [path(1, 0)])
        #expect(difference.insertedItems == [path(1, 0), path(4, 0)])
        #expect(difference.movedItems.isEmpty && difference.reloadedItems.isEmpty)
    }

    @Test func onlyItemsOutOfOrderMove() {
        let difference = SnapshotDifference(from: snapshot(["s": ["a", "b", "c", "d"], "t": ["e"]]),
                                            to: snapshot(["s": ["b", "c", "d", "a"], "t": ["e"]]))
        #expect(difference.movedItems == [.init(from: path(0, 0), to: path(3, 0))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test func itemsMoveAcrossSections() {
        let difference = SnapshotDifference(from: snapshot(["s": ["a", "b"], "t": ["c"]]), to: snapshot(["s": ["b"], "t": ["c", "a"]]))
        #expect(difference.movedItems == [.init(from: path(0, 0), to: path(1, 1))])
    }

    @Test func sectionsComeGoAndMoveWithTheirItems() {
        let difference = SnapshotDifference(from: snapshot(["s": ["a"], "t": ["b"], "u": ["c"], "v": ["d"]]),
                                            to: snapshot(["new": ["e"], "t": ["b"], "u": ["c"], "s": ["a"]]))
        #expect(difference.deletedSections == IndexSet(integer: 3))
        #expect(difference.insertedSections == IndexSet(integer: 0))
        #expect(difference.movedSections == [.init(from: 0, to: 3)])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty,
                "items come and go with their sections; those in a moved section stay in it")
    }

    @Test func reloadsAndReconfigurations() {
        var new = snapshot(["s": ["b", "a", "c"], "t": ["d"]])
        new.reloadedItemIdentifiers = ["a", "c"]
        new.reconfiguredItemIdentifiers = ["b"]
        new.reloadedSectionIdentifiers = ["t"]
        let difference = SnapshotDifference(from: snapshot(["s": ["a", "b", "c"], "t": ["d"]]), to: new)
        #expect(difference.reloadedItems == [path(2, 0)], "c stays in place")
        #expect(difference.deletedItems == [path(0, 0)] && difference.insertedItems == [path(1, 0)],
                "a reloaded item that moves is deleted and inserted")
        #expect(difference.reconfiguredItems == [path(0, 0)], "in the new index paths")
        #expect(difference.reloadedSections == IndexSet(integer: 1))
    }

    @Test func theLongestRunInOrderStays() {
        #expect(SnapshotDifference.inOrder([3, 0, 1, 4, 2]) == [1, 2, 4])
        #expect(SnapshotDifference.inOrder([]) == [])
        #expect(SnapshotDifference.inOrder([2, 1, 0]).count == 1)
    }
}
