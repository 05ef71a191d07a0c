import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The data source's counts and cells, the reuse pool and the virtualisation, as Apple documents
/// `UITableView`: only visible rows have cells, and a cell that scrolls off is handed out again by
/// `dequeueReusableCell(withIdentifier:)` after `prepareForReuse()`.
@MainActor
@Suite struct UITableViewDataTests {
    /// A data source that implements only the two required methods.
    final class MinimalSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func defaultsFollowUIKit() {
        let plain = UITableView(frame: .zero)
        #expect(plain.style == .plain)
        #expect(plain.rowHeight == UITableView.automaticDimension)
        #expect(plain.estimatedRowHeight == UITableView.automaticDimension)
        #expect(plain.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(plain.separatorStyle == .singleLine && plain.separatorInset.left == 16)
        #expect(plain.allowsSelection && !plain.allowsMultipleSelection)
        #expect(plain.backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero, style: .insetGrouped).backgroundColor == .systemGroupedBackground)
        #expect(plain.numberOfSections == 0, "no data source: no sections")
    }

    @Test func oneSectionUnlessTheDataSourceSaysOtherwise() {
        let source = MinimalSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = source
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 4) == 0)
    }

    @Test func onlyVisibleRowsHaveCells() {
        let f = TableFixture(counts: [10_000])
        #expect(f.table.contentSize == CGSize(width: 393, height: 440_000))
        #expect(f.visibleNames == (0..<10).map { "0-\($0)" })
        #expect(f.log.madeCells == 10)
        #expect(f.table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(f.table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0-3")
        #expect(f.table.subviews.filter { $0 is UITableViewCell }.count == 10)
    }

    @Test func scrollingRecyclesCellsThroughThePool() throws {
        let f = TableFixture(counts: [10_000])
        let first = try #require(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        f.table.contentOffset = CGPoint(x: 0, y: 22)
        #expect(f.visibleNames == (0...10).map { "0-\($0)" }, "half rows at both ends are visible")
        f.table.contentOffset = CGPoint(x: 0, y: 44 * 5000)
        f.host.advance(by: 0)
        #expect(f.visibleNames == (5000..<5010).map { "0-\($0)" })
        #expect(f.log.madeCells == 11, "the cells of rows that left are reused, not made anew")
        #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(first.reuseCount == 1, "prepareForReuse runs when the cell is dequeued again")
        #expect(f.table.visibleCells.map { $0.textLabel?.text } == (5000..<5010).map { "0-\($0)" })
    }

    @Test func displayCallsFollowRowsInAndOut() {
        let f = TableFixture(counts: [30])
        #expect(f.log.take("willDisplay") == (0..<10).map { "willDisplay 0-\($0)" })
        f.table.contentOffset = CGPoint(x: 0, y: 88)
        f.host.advance(by: 0)
        #expect(f.log.take("willDisplay", "didEndDisplaying").sorted()
                    == ["didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-10", "willDisplay 0-11"])
    }

    @Test func geometryQueries() throws {
        let f = TableFixture(counts: [5, 5]) { _, log in log.rowHeights = { $0.section == 1 ? 60 : 44 } }
        #expect(f.table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 393, height: 44))
        #expect(f.table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 280, width: 393, height: 60))
        #expect(f.table.rectForRow(at: IndexPath(row: 9, section: 1)) == .zero)
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 279)) == IndexPath(row: 0, section: 1))
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 280)) == IndexPath(row: 1, section: 1))
        #expect(f.table.indexPathForRow(at: CGPoint(x: 10, y: 9999)) == nil)
        let cell = try #require(f.table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(f.table.indexPath(for: cell) == IndexPath(row: 4, section: 0))
        #expect(f.table.indexPath(for: UITableViewCell()) == nil)
        #expect(f.table.contentSize.height == CGFloat(5 * 44 + 5 * 60))
    }

    @Test func dequeuingMakesRegisteredCellsAndReportsUnregisteredIdentifiers() {
        let table = UITableView(frame: .zero)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        table.register(CountingCell.self, forCellReuseIdentifier: "counting")
        let cell = table.dequeueReusableCell(withIdentifier: "counting", for: IndexPath(row: 0, section: 0))
        #expect(cell is CountingCell && cell.reuseIdentifier == "counting")
        var fallback: UITableViewCell?
        let diagnostics = Diagnostics.record {
            fallback = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            table.register(NSObject.self, forCellReuseIdentifier: "object")
        }
        #expect(diagnostics.map(\.code) == ["tableView.unregisteredReuseIdentifier", "tableView.notACellClass"])
        #expect(diagnostics.first?.message.hasPrefix("unable to dequeue a cell with identifier missing") == true)
        #expect(fallback?.reuseIdentifier == "missing")
        table.register(nil, forCellReuseIdentifier: "counting")
        #expect(table.dequeueReusableCell(withIdentifier: "counting") == nil)
    }

    @Test func reloadDataReadsTheDataAgainAndClearsTheSelection() {
        let f = TableFixture(counts: [3])
        f.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        f.log.counts = [2, 4]
        #expect(f.table.numberOfSections == 1, "counts are kept until a reload")
        f.table.reloadData()
        #expect(f.table.numberOfSections == 2 && f.table.numberOfRows(inSection: 1) == 4)
        #expect(f.table.indexPathForSelectedRow == nil)
        #expect(f.visibleNames == ["0-0", "0-1", "1-0", "1-1", "1-2", "1-3"])
    }

    @Test func selfSizingRowsTakeTheirCellsHeight() throws {
        /// A cell whose content view holds a 100-point-tall view pinned to its edges.
        final class TallCell: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let block = UIView()
                block.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(block)
                NSLayoutConstraint.activate([
                    block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    block.heightAnchor.constraint(equalToConstant: 80),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row % 2 == 1 {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                    cell.textLabel?.text = "Plain"
                    return cell
                }
                return tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            }
        }
        let source = Source()
        let f = TableFixture(counts: [], rowHeight: nil) { table, _ in
            table.register(TallCell.self, forCellReuseIdentifier: "tall")
            table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        }
        f.table.dataSource = source
        f.host.advance(by: 0)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(f.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 393, height: 44),
                "a one-line default cell is UIKit's 44 points")
        #expect(f.table.rectForRow(at: IndexPath(row: 40, section: 0)).height == 44, "not shown yet: the estimate")
        let shown = try #require(f.table.indexPathsForVisibleRows)
        #expect(shown.count == 7, "100 + 44 + 100 + 44 + 100 + 44 leave row 6 at 432, still visible")
        // The ten rows the estimate made visible were measured; the other 40 keep the estimate.
        let expected: CGFloat = 5 * 100 + 5 * 44 + 40 * 44
        #expect(f.table.contentSize.height == expected)
    }

    @Test func theEstimateStandsInForRowsNotShownYet() {
        let f = TableFixture(counts: [100], rowHeight: nil) { table, _ in table.estimatedRowHeight = 80 }
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(f.table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 80)
    }

    @Test func theTableHeaderViewComesFirstAndTheFooterLast() {
        let f = TableFixture(counts: [3]) { table, _ in
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        #expect(f.table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 393, height: 120))
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(f.table.tableFooterView?.frame == CGRect(x: 0, y: 120 + 132, width: 393, height: 30))
        #expect(f.table.contentSize.height == CGFloat(120 + 132 + 30))
    }
}
