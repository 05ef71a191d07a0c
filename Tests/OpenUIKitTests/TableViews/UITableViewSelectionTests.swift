import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Selecting rows by touch through `TestHost`, and in code, in UIKit's order: highlight on touch down,
/// select on touch up inside (`willSelect`, the old row's `willDeselect`/`didDeselect`, `didSelect`),
/// nothing when a drag scrolls; `selectRow`/`deselectRow` in code tell the delegate nothing.
@MainActor
@Suite struct UITableViewSelectionTests {
    private let row2 = IndexPath(row: 2, section: 0)
    private let row5 = IndexPath(row: 5, section: 0)

    @Test func aTapSelectsTheRow() throws {
        let f = TableFixture()
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: row2))
        #expect(f.log.take("will", "did") == ["didHighlight 0-2", "didUnhighlight 0-2", "willSelect 0-2", "didSelect 0-2"])
        #expect(f.table.indexPathForSelectedRow == row2)
        #expect(try #require(f.table.cellForRow(at: row2)).isSelected)
    }

    @Test func tappingAnotherRowDeselectsTheFirstInUIKitsOrder() {
        let f = TableFixture()
        f.host.tap(at: f.point(of: row2))
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: row5))
        #expect(f.log.take("willSelect", "didSelect", "willDeselect", "didDeselect")
                    == ["willSelect 0-5", "willDeselect 0-2", "didDeselect 0-2", "didSelect 0-5"])
        #expect(f.table.indexPathsForSelectedRows == [row5])
        #expect(f.table.cellForRow(at: row2)?.isSelected == false)
    }

    @Test func theRowIsHighlightedWhileTheFingerIsDown() throws {
        let f = TableFixture()
        let cell = try #require(f.table.cellForRow(at: row2))
        let finger = f.host.touchDown(at: f.point(of: row2))
        f.host.advance(by: 0.2)
        #expect(cell.isHighlighted && !cell.isSelected, "highlighted once the scroll view lets the touch through")
        f.host.send(.up, at: f.point(of: row2), pointer: finger)
        #expect(!cell.isHighlighted && cell.isSelected)
    }

    @Test func aDragThatScrollsSelectsNothing() throws {
        let f = TableFixture(counts: [40])
        let cell = try #require(f.table.cellForRow(at: row5))
        let start = f.point(of: row5)
        let finger = f.host.touchDown(at: start)
        f.host.advance(by: 0.2)
        #expect(cell.isHighlighted)
        for step in 1...10 {
            f.host.advance(by: 0.02)
            f.host.send(.move, at: CGPoint(x: start.x, y: start.y - CGFloat(step) * 15), pointer: finger)
        }
        f.host.send(.up, at: CGPoint(x: start.x, y: start.y - 150), pointer: finger)
        _ = f.host.runUntilIdle(limit: 10)
        #expect(f.table.contentOffset.y > 0)
        #expect(!cell.isHighlighted)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.log.take("willSelect", "didSelect").isEmpty)
    }

    @Test func willSelectCanRefuseOrRedirect() {
        let f = TableFixture()
        let refused: IndexPath? = nil
        f.log.selectionRedirects = [row2: refused, row5: IndexPath(row: 7, section: 0)]
        f.host.tap(at: f.point(of: row2))
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.log.take("didSelect").isEmpty)
        f.host.tap(at: f.point(of: row5))
        #expect(f.table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        #expect(f.log.take("didSelect") == ["didSelect 0-7"])
    }

    @Test func deselectingInsideDidSelectLeavesNothingSelected() throws {
        let f = TableFixture()
        f.log.deselectsInDidSelect = true
        f.host.tap(at: f.point(of: row2))
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(try #require(f.table.cellForRow(at: row2)).isSelected == false)
        #expect(f.log.take("didDeselect").isEmpty, "deselecting in code tells the delegate nothing")
    }

    @Test func multipleSelectionTogglesRows() {
        let f = TableFixture { table, _ in table.allowsMultipleSelection = true }
        f.host.tap(at: f.point(of: row5))
        f.host.tap(at: f.point(of: row2))
        #expect(f.table.indexPathsForSelectedRows == [row2, row5])
        f.log.events.removeAll()
        f.host.tap(at: f.point(of: row5))
        #expect(f.log.take("willSelect", "didSelect", "willDeselect", "didDeselect") == ["willDeselect 0-5", "didDeselect 0-5"])
        #expect(f.table.indexPathsForSelectedRows == [row2])
        f.table.allowsMultipleSelection = false
        #expect(f.table.indexPathsForSelectedRows == [row2])
    }

    @Test func noSelectionWhenTheTableDisallowsIt() {
        let f = TableFixture { table, _ in table.allowsSelection = false }
        f.host.tap(at: f.point(of: row2))
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.log.take("didHighlight", "willSelect").isEmpty)
    }

    @Test func selectingInCodeTellsTheDelegateNothingAndCanScroll() throws {
        let f = TableFixture(counts: [100])
        let far = IndexPath(row: 50, section: 0)
        f.log.events.removeAll()
        f.table.selectRow(at: far, animated: false, scrollPosition: .top)
        #expect(f.table.contentOffset.y == CGFloat(50 * 44))
        #expect(f.table.indexPathForSelectedRow == far)
        #expect(try #require(f.table.cellForRow(at: far)).isSelected)
        f.table.selectRow(at: row2, animated: false, scrollPosition: .none)
        #expect(f.table.indexPathsForSelectedRows == [row2], "single selection: the other row is deselected")
        #expect(f.log.take("willSelect", "didSelect", "willDeselect", "didDeselect").isEmpty)
        f.table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(f.table.indexPathsForSelectedRows == nil)
    }

    @Test func aSelectedRowScrolledAwayAndBackIsStillSelected() throws {
        let f = TableFixture(counts: [100])
        f.host.tap(at: f.point(of: row2))
        f.table.contentOffset = CGPoint(x: 0, y: 2000)
        f.host.advance(by: 0)
        #expect(f.table.cellForRow(at: row2) == nil)
        f.table.contentOffset = .zero
        f.host.advance(by: 0)
        #expect(try #require(f.table.cellForRow(at: row2)).isSelected)
        #expect(f.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == false, "a reused cell is not")
    }
}
