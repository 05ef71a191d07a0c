import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A diffable data source subclass as iOS apps write one, compiled in Swift 5 language mode: section
/// titles from the snapshot, and editable rows whose deletion is applied as a new snapshot.
final class Swift5FruitDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot, animatingDifferences: true)
    }
}

@MainActor
@Suite struct Swift5DiffableDataSourceClientTests {
    @Test func aSubclassServesTitlesAndDeletesRows() {
        let host = TestHost()
        let tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 400), style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        let dataSource = Swift5FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            return cell
        }
        host.window.addSubview(tableView)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit"])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.advance(by: 0)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.dataSource?.tableView(tableView, titleForHeaderInSection: 0) == "Fruit")
        tableView.dataSource?.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Cherry"])
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }
}

/// A refresh control subclass that shows when the content was last refreshed, in Swift 5 mode.
final class Swift5StampedRefreshControl: UIRefreshControl {
    private(set) var endings = 0

    override func endRefreshing() {
        super.endRefreshing()
        endings += 1
        attributedTitle = NSAttributedString(string: "Updated just now")
    }
}

@MainActor
@Suite struct Swift5RefreshControlClientTests {
    @Test func aSubclassOverridesEndRefreshing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let refresh = Swift5StampedRefreshControl()
        scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && refresh.endings == 1)
        #expect(refresh.attributedTitle?.string == "Updated just now")
    }
}
