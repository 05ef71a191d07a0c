import Foundation

/// The object that supplies a table's sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// As in UIKit, only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` must
/// be written; the others are optional requirements with UIKit's defaults: one section, no titles, no
/// editing. The table asks for a cell only when its row becomes visible.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row about to show, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections: 1 by default, as UIKit's.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title shown above `section`, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title shown below `section`, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (true by default, as UIKit's).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Carries out a deletion or insertion the user confirmed: update the data, then call
    /// ``UITableView/deleteRows(at:with:)`` or ``UITableView/insertRows(at:with:)``.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row may be reordered (false by default). The table has no reorder control yet (the
    /// README's differences), so only code that calls it asks.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Carries out a reorder: move the row's data from `sourceIndexPath` to `destinationIndexPath`.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
