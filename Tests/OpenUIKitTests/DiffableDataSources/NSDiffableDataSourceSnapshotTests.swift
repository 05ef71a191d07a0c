import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The snapshot's semantics as Apple documents them: sections and items in order, identifiers unique
/// across the snapshot, items appended to the last section by default; refused calls (where UIKit
/// raises) report an error and change nothing.
@MainActor
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "a" (1, 2, 3) and "b" (4, 5).
    private func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func itemsGoToTheNamedSectionOrTheLast() {
        let snapshot = twoSections()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3, "counted across sections")
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.indexOfSection("z") == nil)
    }

    @Test func insertingAndMovingSections() {
        var snapshot = twoSections()
        snapshot.insertSections(["first"], beforeSection: "a")
        snapshot.insertSections(["middle"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["first", "a", "middle", "b"])
        snapshot.moveSection("b", beforeSection: "first")
        snapshot.moveSection("first", afterSection: "middle")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "middle", "first"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3], "items move with their section")
        #expect(snapshot.indexOfSection("middle") == 2)
    }

    @Test func deletingSectionsDeletesTheirItems() {
        var snapshot = twoSections()
        snapshot.reloadItems([1])
        snapshot.deleteSections(["a", "not there"])
        #expect(snapshot.sectionIdentifiers == ["b"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty, "a deleted item's reload mark goes with it")
        #expect(snapshot.indexOfSection("b") == 0)
    }

    @Test func insertingDeletingAndMovingItems() {
        var snapshot = twoSections()
        snapshot.insertItems([10], beforeItem: 1)
        snapshot.insertItems([11, 12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 11, 12])
        snapshot.deleteItems([2, 11, 99])
        #expect(snapshot.itemIdentifiers == [10, 1, 3, 4, 5, 12])
        snapshot.moveItem(10, afterItem: 3)
        snapshot.moveItem(12, beforeItem: 1)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [12, 1, 3, 10])
        #expect(snapshot.sectionIdentifier(containingItem: 12) == "a", "moved into the target's section")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.sectionIdentifiers == ["a", "b"])
    }

    @Test func reloadAndReconfigureMarksAreKeptOnce() {
        var snapshot = twoSections()
        snapshot.reloadItems([2, 2, 4])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }

    @Test func duplicateIdentifiersAreRefusedAndChangeNothing() {
        var snapshot = twoSections()
        let diagnostics = Diagnostics.record {
            snapshot.appendItems([6, 6], toSection: "b")
            snapshot.appendItems([1])
            snapshot.appendSections(["a"])
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "diffableDataSource.duplicateIdentifiers", count: 3))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.first?.message == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: 6; "
                    + "the snapshot is unchanged.")
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5] && snapshot.sectionIdentifiers == ["a", "b"])
    }

    @Test func unknownIdentifiersAndNoSectionsAreRefused() {
        var empty = Snapshot()
        var snapshot = twoSections()
        let diagnostics = Diagnostics.record {
            empty.appendItems([1])
            snapshot.appendItems([7], toSection: "z")
            snapshot.insertItems([7], beforeItem: 99)
            snapshot.moveItem(99, afterItem: 1)
            snapshot.reloadItems([1, 99])
            snapshot.reconfigureItems([99])
            snapshot.moveSection("z", beforeSection: "a")
            snapshot.reloadSections(["z"])
        }
        #expect(diagnostics.map(\.code) == ["diffableDataSource.noSections"]
                    + Array(repeating: "diffableDataSource.unknownIdentifier", count: 7))
        #expect(empty.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5] && snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    }
}
