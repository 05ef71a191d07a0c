import OpenUIKit
import OpenUIKitTesting
import Testing

/// The to-do list driven by taps: a row opens its item, Add inserts a row, and Edit shows delete
/// controls whose Delete button removes the row through the data source.
@MainActor @Test func swift5ModeTodoListAddsOpensAndDeletesRows() throws {
    let host = TestHost()
    let todo = Swift5TodoListViewController()
    host.window.rootViewController = UINavigationController(rootViewController: todo)
    host.advance(by: 0)
    let table = todo.tableView
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Buy milk", "Walk the dog", "Write report"])

    host.tap(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))))
    #expect(todo.opened == ["Walk the dog"])
    #expect(table.indexPathForSelectedRow == nil)

    host.buttons["+"].tap()  // the Add system item's text stands in for its symbol
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Item 4")

    host.buttons["Edit"].tap()
    #expect(todo.isEditing && table.isEditing)
    #expect(todo.editButtonItem.title == "Done")
    let milk = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(milk.isEditing)
    let deleteControl = try #require(milk.subviews.compactMap { $0 as? UIButton }.first)
    host.tap(deleteControl)
    #expect(milk.showsDeleteConfirmation)
    let confirm = try #require(milk.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Delete" })
    host.tap(confirm)
    #expect(todo.items == ["Walk the dog", "Write report", "Item 4"])
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Walk the dog", "Write report", "Item 4"])

    host.buttons["Done"].tap()
    #expect(!table.isEditing)
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
}
