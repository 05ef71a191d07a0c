import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// ``PortedContactsViewController`` driven as a person would: the list shows contacts grouped by
/// initial, the Edit button's delete control removes one, adding one inserts its row (and a section)
/// without remaking the other rows' cells, a rename keeps the row's cell, and pulling the list down
/// fetches the contacts again.
@MainActor
@Suite struct PortedContactsListTests {
    typealias Contact = PortedContactsViewController.Contact

    @Test func aContactsListPortsUnchanged() throws {
        let host = TestHost()
        let contacts = PortedContactsViewController(contacts: [
            Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Alan"), Contact(id: 3, name: "Grace"),
        ])
        host.window.rootViewController = UINavigationController(rootViewController: contacts)
        host.advance(by: 0)
        let table = try #require(contacts.tableView)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        let grace = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))

        contacts.add(Contact(id: 4, name: "Barbara"))
        #expect(table.numberOfSections == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === grace, "Grace's row moved down a section, same cell")

        contacts.rename(3, to: "Grace Hopper")
        let renamed = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
        #expect(renamed === grace)
        #expect((renamed.contentConfiguration as? UIListContentConfiguration)?.text == "Grace Hopper")

        contacts.setEditing(true, animated: false)
        host.advance(by: 0)
        let alan = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(try #require(alan.editingControl))
        host.advance(by: 0)
        host.tap(try #require(alan.deleteConfirmationButton))
        #expect(contacts.contacts.map(\.name) == ["Ada", "Grace Hopper", "Barbara"])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(contacts.dataSource.snapshot().itemIdentifiers.map(\.id) == [1, 4, 3])

        contacts.setEditing(false, animated: false)
        let top = table.contentOffset.y
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 650))
        host.advance(by: 2)
        #expect(contacts.fetches == 1)
        #expect(contacts.refreshControl?.isRefreshing == true)
        #expect(table.contentOffset.y == top - 60, "the list rests below the spinner")
        contacts.didFetch([Contact(id: 1, name: "Ada"), Contact(id: 5, name: "Edsger")])
        #expect(contacts.refreshControl?.isRefreshing == false)
        #expect(table.contentOffset.y == top)
        #expect(table.numberOfSections == 2 && table.cellForRow(at: IndexPath(row: 0, section: 1)) != nil)
    }
}
