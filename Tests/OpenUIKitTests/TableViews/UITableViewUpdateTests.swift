import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Row and section updates checked against the data source, as UIKit's; a count that does not add up is
/// reported (where UIKit raises NSInternalInconsistencyException) and the table reloads.
@MainActor
@Suite struct UITableViewUpdateTests {
    @Test func insertedRowsMoveTheVisibleCellsDown() throws {
        let f = TableFixture(counts: [5])
        let first = try #require(f.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        f.log.counts = [6]
        f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(f.table.numberOfRows(inSection: 0) == 6)
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) !== first)
        #expect(f.table.contentSize.height == CGFloat(6 * 44))
    }

    @Test func deletedRowsLeaveAndTheSelectionFollows() throws {
        let f = TableFixture(counts: [5])
        f.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let deleted = try #require(f.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        f.log.events.removeAll()
        f.log.counts = [4]
        f.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(deleted.superview == nil)
        #expect(f.log.take("didEndDisplaying") == ["didEndDisplaying 0-1"])
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(f.table.visibleCells.count == 4)
    }

    @Test func reloadedRowsAskForNewCells() {
        let f = TableFixture(counts: [5])
        let requests = f.log.cellRequests
        f.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(f.log.cellRequests == requests + 1)
    }

    @Test func batchedUpdatesApplyTogether() {
        let f = TableFixture(counts: [5, 2])
        var completed: Bool?
        f.table.performBatchUpdates({
            f.log.counts = [4, 3]
            f.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            f.table.insertRows(at: [IndexPath(row: 2, section: 1)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(f.table.numberOfRows(inSection: 0) == 4 && f.table.numberOfRows(inSection: 1) == 3)
        f.table.beginUpdates()
        f.log.counts = [4, 3, 1]
        f.table.insertSections(IndexSet(integer: 2), with: .automatic)
        #expect(f.table.numberOfSections == 2, "applied at endUpdates")
        f.table.endUpdates()
        #expect(f.table.numberOfSections == 3)
        f.log.counts = [3, 1]
        f.table.deleteSections(IndexSet(integer: 1), with: .automatic)
        #expect(f.table.numberOfSections == 2 && f.table.numberOfRows(inSection: 1) == 1)
    }

    @Test func aCountThatDoesNotAddUpIsReportedAndReloaded() {
        let f = TableFixture(counts: [2])
        f.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        f.log.counts = [3]
        let diagnostics = Diagnostics.record {
            f.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(diagnostics.map(\.code) == ["tableView.inconsistentUpdate"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message == "Invalid update: invalid number of rows in section 0. The number of rows "
                    + "contained in an existing section after the update (3) must be equal to the number of rows contained "
                    + "in that section before the update (2), plus or minus the number of rows inserted or deleted from "
                    + "that section (0 inserted, 1 deleted).")
        #expect(f.table.numberOfRows(inSection: 0) == 3, "reloaded from the data source")
        #expect(f.table.indexPathForSelectedRow == nil)
        f.host.advance(by: 0)
        #expect(f.table.visibleCells.count == 3)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let f = TableFixture(counts: [100])
        let row = IndexPath(row: 30, section: 0)
        f.table.scrollToRow(at: row, at: .top, animated: false)
        #expect(f.table.contentOffset.y == 1320)
        f.table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(f.table.contentOffset.y == CGFloat(1364 - 440))
        f.table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(f.table.contentOffset.y == CGFloat(1342 - 220))
        f.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(f.table.contentOffset.y == CGFloat(4400 - 440), "kept within the content")
        f.table.scrollToRow(at: IndexPath(row: 98, section: 0), at: .none, animated: false)
        #expect(f.table.contentOffset.y == CGFloat(4400 - 440), "already visible: no scroll")
        f.host.advance(by: 0)
        #expect(f.table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        let diagnostics = Diagnostics.record { f.table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .top, animated: false) }
        #expect(diagnostics.map(\.code) == ["tableView.rowOutOfRange"])
    }

    @Test func aMovedRowKeepsItsCellAndTheOthersShift() throws {
        let f = TableFixture(counts: [5, 2])
        let moving = try #require(f.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(f.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        f.log.counts = [4, 3]
        f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 1)) === moving)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(f.table.numberOfRows(inSection: 1) == 3)
    }

    @Test func aMovedSectionTakesItsCells() throws {
        let f = TableFixture(counts: [2, 2, 2])
        let first = try #require(f.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let third = try #require(f.table.cellForRow(at: IndexPath(row: 0, section: 2)))
        f.table.moveSection(0, toSection: 2)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 2)) === first)
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 1)) === third)
    }

    @Test func aMoveThatDoesNotAddUpIsReportedWithUIKitsMessage() {
        let f = TableFixture(counts: [3, 1])
        let diagnostics = Diagnostics.record {
            f.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
        #expect(diagnostics.map(\.code) == ["tableView.inconsistentUpdate"])
        #expect(diagnostics.first?.message.hasSuffix("(0 inserted, 0 deleted) and plus or minus the number of rows moved into "
                    + "or out of that section (0 moved in, 1 moved out).") == true)
    }

    @Test func reconfiguredRowsKeepTheirCells() throws {
        let f = TableFixture(counts: [5])
        let cell = try #require(f.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let requests = f.log.cellRequests, made = f.log.madeCells, reuses = (cell as? CountingCell)?.reuseCount
        f.table.reconfigureRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 40, section: 0)])
        #expect(f.log.cellRequests == requests + 1, "only the visible row is asked for")
        #expect(f.log.madeCells == made)
        #expect(f.table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect((cell as? CountingCell)?.reuseCount == reuses, "not prepared for reuse")
    }
}
