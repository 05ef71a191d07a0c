import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// Tables as iOS 17 draws them on an iPhone 15: a plain table (rows on the system background,
/// separators inset 16 points, a grey titled section header) and an inset-grouped one (rounded white
/// sections on the grouped background, an uppercased header, a value1 row with a chevron and a check
/// mark), in light and dark. Compared with `__Snapshots__/TableViewSnapshotTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter TableViewSnapshotTests`.
@MainActor
@Suite struct TableViewSnapshotTests {
    let snapshots = SnapshotVerifier()

    /// Serves "Row n" cells, with header titles and the settings rows of the grouped snapshot.
    final class Source: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 4 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Recent" : "Settings"
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let style: UITableViewCell.CellStyle = indexPath.section == 1 && indexPath.row == 0 ? .value1 : .default
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            if style == .value1 {
                cell.detailTextLabel?.text = "On"
                cell.accessoryType = .disclosureIndicator
            } else if indexPath.section == 1 && indexPath.row == 1 {
                cell.accessoryType = .checkmark
            }
            return cell
        }
    }

    @Test(arguments: [UITableView.Style.plain, .insetGrouped], [UIUserInterfaceStyle.light, .dark])
    func aTable(tableStyle: UITableView.Style, style: UIUserInterfaceStyle) throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhone15))
        let name = "\(tableStyle == .plain ? "plain" : "insetGrouped")-\(style == .dark ? "dark" : "light")"
        let source = Source()
        let buffer = try runtime.run {
            runtime.userInterfaceStyle = style
            let window = UIWindow(screen: runtime.screen)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 420), style: tableStyle)
            table.dataSource = source
            controller.view.addSubview(table)
            window.layoutIfNeeded()
            try snapshots.verify(table, named: name)
            let buffer = Renderer().render(table, scale: 1)
            window.isHidden = true
            return buffer
        }
        // The content starts under the status bar's safe area (59 points); the first row's middle is at
        // about y = 110 (plain, below a 28-point header) or 120 (inset grouped, below a 38-point one).
        let rowMiddle: CGFloat = tableStyle == .plain ? 110 : 120
        let rowBackground = try #require(buffer.color(at: CGPoint(x: 300, y: rowMiddle)))
        let edge = try #require(buffer.color(at: CGPoint(x: 5, y: rowMiddle)))
        if style == .light {
            #expect(rowBackground.red > 250 && rowBackground.blue > 250, "rows are white")
            #expect(tableStyle == .plain ? edge.red > 250 : edge.red < 245, "the grouped background shows beside inset sections")
        } else {
            #expect(tableStyle == .plain ? rowBackground.red < 10 : rowBackground.red > 20, "dark rows: black plain, raised grouped")
        }
    }
}
