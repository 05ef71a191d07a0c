import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// ``PortedSettingsViewController``, driven by taps as a person would: the checkmark follows the
/// chosen row, the switch row cannot be selected, and the About row stays selected while its screen
/// is pushed, then is cleared on the way back (`clearsSelectionOnViewWillAppear`).
@MainActor
@Suite struct PortedSettingsListTests {
    @Test func aSettingsListPortsUnchanged() throws {
        let host = TestHost()
        let settings = PortedSettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        host.window.rootViewController = navigation
        host.advance(by: 0)
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped && table.numberOfSections == 3)
        #expect(table.visibleCells.count == 5)
        let dark = IndexPath(row: 1, section: 1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.accessoryType == .checkmark)

        host.tap(try #require(table.cellForRow(at: dark)))
        #expect(settings.appearance == .dark)
        #expect(table.cellForRow(at: dark)?.accessoryType == .checkmark)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.accessoryType == UITableViewCell.AccessoryType.none)
        #expect(table.indexPathForSelectedRow == nil, "deselected in didSelect")

        host.tap(settings.notificationsSwitch)
        #expect(!settings.notificationsOn)
        let switchRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        host.tap(at: switchRow.convert(CGPoint(x: 40, y: 22), to: host.window))
        #expect(table.indexPathForSelectedRow == nil, "willSelect refuses the switch row")

        let about = IndexPath(row: 0, section: 2)
        host.tap(try #require(table.cellForRow(at: about)))
        _ = host.runUntilIdle(limit: 5)
        #expect(navigation.viewControllers.count == 2)
        #expect(table.indexPathForSelectedRow == about)
        navigation.popViewController(animated: false)
        host.advance(by: 0)
        #expect(table.indexPathForSelectedRow == nil, "cleared when the list appears again")
    }
}
