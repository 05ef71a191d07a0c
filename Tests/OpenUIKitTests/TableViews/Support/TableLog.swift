import Foundation
import OpenUIKit

/// A table's data source and delegate that serves `counts` rows of "s-r" cells (reused under "cell")
/// and logs every delegate call the tests look at, as "didSelect 0-2".
@MainActor
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Header views and heights from the delegate, per section.
    var headerViews: [Int: UIView] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    /// A fixed height per row from `heightForRowAt`; nil answers the table's `rowHeight`.
    var rowHeights: ((IndexPath) -> CGFloat)?
    /// What `willSelectRowAt` answers, per row; absent rows are selected as asked.
    var selectionRedirects: [IndexPath: IndexPath?] = [:]
    var deselectsInDidSelect = false
    var events: [String] = []
    /// How many cells `cellForRowAt` made (not dequeued from the pool).
    var madeCells = 0
    var cellRequests = 0

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell: UITableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "cell") {
            cell = reused
        } else {
            madeCells += 1
            cell = CountingCell(style: .default, reuseIdentifier: "cell")
        }
        cell.textLabel?.text = name(indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(name(indexPath))")
        if let redirect = selectionRedirects[indexPath] { return redirect }
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
        if deselectsInDidSelect { tableView.deselectRow(at: indexPath, animated: true) }
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }

    func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }

    /// The logged events whose names start with one of `prefixes`, then clears the log.
    func take(_ prefixes: String...) -> [String] {
        defer { events.removeAll() }
        return events.filter { event in prefixes.isEmpty || prefixes.contains { event.hasPrefix($0) } }
    }
}

/// A cell that counts ``prepareForReuse()`` calls.
final class CountingCell: UITableViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}
