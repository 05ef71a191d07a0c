import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A diffable data source drives a table: an applied snapshot becomes the table's rows, and only the
/// rows that changed get new cells; the cells of the others stay on screen.
@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    typealias DataSource = UITableViewDiffableDataSource<String, String>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    /// A 44-point table in a window with a data source whose cells show their item; `provided` lists the
    /// items the cell provider was asked for.
    @MainActor final class Fixture {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 440), style: .plain)
        var dataSource: DataSource!
        var provided: [String] = []
        var titles: [String: String] = [:]

        init() {
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            dataSource = DataSource(tableView: table) { [unowned self] tableView, indexPath, item in
                provided.append(item)
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = titles[item] ?? item
                return cell
            }
            host.window.addSubview(table)
            host.advance(by: 0)
        }

        func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? {
            table.cellForRow(at: IndexPath(row: row, section: section))
        }

        var texts: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
    }

    private func snapshot(_ sections: KeyValuePairs<String, [String]>) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func itBecomesTheTablesDataSourceAndHoldsTheTableWeakly() {
        weak var weakTable: UITableView?
        var dataSource: DataSource?
        do {
            let table = UITableView(frame: .zero, style: .plain)
            weakTable = table
            dataSource = DataSource(tableView: table) { _, _, _ in nil }
            #expect(table.dataSource === dataSource)
        }
        #expect(weakTable == nil, "the data source does not keep the table alive")
        dataSource?.apply(snapshot(["s": ["a"]]))
        #expect(dataSource?.snapshot().itemIdentifiers == ["a"], "applying without a table keeps the snapshot")
    }

    @Test func anAppliedSnapshotBecomesRows() {
        let f = Fixture()
        var completed = false
        f.dataSource.apply(snapshot(["s": ["a", "b", "c"], "t": ["d"]]), animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(f.table.numberOfSections == 2 && f.table.numberOfRows(inSection: 0) == 3)
        #expect(f.texts == ["a", "b", "c", "d"])
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "d")
        #expect(f.dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
        #expect(f.dataSource.indexPath(for: "c") == IndexPath(row: 2, section: 0))
        #expect(f.dataSource.indexPath(for: "z") == nil)
        #expect(f.dataSource.sectionIdentifier(for: 1) == "t" && f.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(f.dataSource.index(for: "t") == 1)
    }

    @Test func cellsOfUnchangedRowsAreKept() throws {
        let f = Fixture()
        f.dataSource.apply(snapshot(["s": ["a", "b", "c", "d"]]))
        let b = try #require(f.cell(1)), d = try #require(f.cell(3))
        f.provided.removeAll()
        var next = f.dataSource.snapshot()
        next.deleteItems(["a"])
        next.insertItems(["x"], afterItem: "b")
        next.moveItem("d", beforeItem: "b")
        f.dataSource.apply(next)
        #expect(f.texts == ["d", "b", "x", "c"])
        #expect(f.provided == ["x"], "only the inserted row asks for a cell")
        #expect(f.cell(1) === b && f.cell(0) === d, "kept and moved rows keep their cells")
    }

    @Test func sectionsAreInsertedDeletedAndMoved() throws {
        let f = Fixture()
        f.dataSource.apply(snapshot(["s": ["a"], "t": ["b"], "u": ["c"]]))
        let a = try #require(f.cell(0, 0))
        f.provided.removeAll()
        var next = f.dataSource.snapshot()
        next.deleteSections(["t"])
        next.moveSection("s", afterSection: "u")
        next.insertSections(["new"], beforeSection: "u")
        next.appendItems(["n"], toSection: "new")
        f.dataSource.apply(next)
        #expect(f.table.numberOfSections == 3)
        #expect(f.texts == ["n", "c", "a"])
        #expect(f.provided == ["n"])
        #expect(f.cell(0, 2) === a)
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() throws {
        let f = Fixture()
        f.dataSource.apply(snapshot(["s": ["a", "b", "c"]]))
        let b = try #require(f.cell(1))
        f.provided.removeAll()
        f.titles = ["a": "A", "b": "B"]
        var next = f.dataSource.snapshot()
        next.reloadItems(["a"])
        next.reconfigureItems(["b"])
        f.dataSource.apply(next)
        #expect(f.provided.sorted() == ["a", "b"])
        #expect(f.texts == ["A", "B", "c"])
        #expect(f.cell(1) === b, "reconfigured in place: dequeuing handed back the row's own cell")
        #expect(f.dataSource.snapshot().reloadedItemIdentifiers.isEmpty && f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty,
                "the marks are carried out, not kept")
    }

    @Test func applyingUsingReloadDataAsksForEveryCell() {
        let f = Fixture()
        f.dataSource.apply(snapshot(["s": ["a", "b"]]))
        f.provided.removeAll()
        f.dataSource.applySnapshotUsingReloadData(snapshot(["s": ["a", "b", "c"]]))
        f.host.advance(by: 0)
        #expect(f.provided == ["a", "b", "c"])
    }

    @Test func aNilCellIsReported() {
        let host = TestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        let dataSource = DataSource(tableView: table) { _, _, _ in nil }
        host.window.addSubview(table)
        let diagnostics = Diagnostics.record {
            dataSource.apply(snapshot(["s": ["a"]]))
            host.advance(by: 0)
        }
        #expect(diagnostics.map(\.code) == ["diffableDataSource.nilCell"])
        #expect(table.visibleCells.count == 1)
    }

    @Test func itsDataSourceDefaultsAreUIKits() {
        let f = Fixture()
        f.dataSource.apply(snapshot(["s": ["a", "b"], "t": ["c"]]))
        let first = IndexPath(row: 0, section: 0)
        #expect(!f.dataSource.tableView(f.table, canEditRowAt: first))
        #expect(!f.dataSource.tableView(f.table, canMoveRowAt: first))
        #expect(f.dataSource.tableView(f.table, titleForHeaderInSection: 0) == nil)
        #expect(f.dataSource.defaultRowAnimation == .automatic)
        f.dataSource.tableView(f.table, moveRowAt: first, to: IndexPath(row: 1, section: 1))
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "t") == ["c", "a"], "a reorder moves the item")
        #expect(f.dataSource.snapshot().sectionIdentifier(containingItem: "a") == "t")
    }
}
