import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A 393 × 440 table at y = 100 in a test window (inside the safe area, so nothing is added to its
/// inset), served by a ``TableLog``: ten 44-point rows fill it.
@MainActor
struct TableFixture {
    let host = TestHost()
    let table: UITableView
    let log: TableLog

    init(style: UITableView.Style = .plain, counts: [Int] = [20], rowHeight: CGFloat? = 44,
         configure: (UITableView, TableLog) -> Void = { _, _ in }) {
        table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 440), style: style)
        log = TableLog(counts: counts)
        if let rowHeight { table.rowHeight = rowHeight }
        configure(table, log)
        table.dataSource = log
        table.delegate = log
        host.window.addSubview(table)
        host.advance(by: 0)
    }

    /// The window point at the middle of the row's visible part.
    func point(of indexPath: IndexPath) -> CGPoint {
        let rect = table.rectForRow(at: indexPath)
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: host.window)
    }

    /// The visible rows as "s-r" names.
    var visibleNames: [String] { (table.indexPathsForVisibleRows ?? []).map(log.name) }
}
