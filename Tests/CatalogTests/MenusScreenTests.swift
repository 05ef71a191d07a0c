import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's "Menus" screen, driven through the window's input in virtual time.
@MainActor
@Suite struct MenusScreenTests {
    private typealias Fixture = CatalogScreenFixture<MenusViewController>

    @Test func thePopUpButtonsTitleFollowsTheChosenOrder() throws {
        let fixture = try Fixture(.menus)
        let (host, screen) = (fixture.host, fixture.screen)
        #expect(screen.sortButton.configuration?.title == "Name")
        host.tap(screen.sortButton)
        #expect(host.window.openMenu != nil)
        host.buttons["Size"].tap()
        #expect(screen.sortButton.configuration?.title == "Size")
        #expect(screen.statusLabel.text == "Sorted by Size")
        #expect(EventLog.lines == ["menu: Sorted by Size"])
    }

    @Test func theAddMenuShowsItsGroupsSubmenuAndLoadedRecentItem() throws {
        let fixture = try Fixture(.menus)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.addButton)
        let rows = host.window.openMenu?.rows.map(\.title)
        #expect(rows == ["New Document", "New Folder", "Import", "Recent: Notes"])
        host.buttons["Import"].tap()
        #expect(!host.buttons["From Camera"].isEnabled)
        host.buttons["From Files"].tap()
        #expect(screen.statusLabel.text == "Import From Files")
    }

    @Test func pressingTheDocumentRowOffersADestructiveDelete() throws {
        let fixture = try Fixture(.menus)
        let (host, screen) = (fixture.host, fixture.screen)
        host.press(at: host.center(of: screen.documentRow), for: 0.6)
        #expect(host.window.openMenu?.rows.map(\.title) == ["Rename", "Share", "Delete"])
        #expect(host.window.openMenu?.rowViews[2].titleLabel.textColor == .systemRed)
        host.buttons["Delete"].tap()
        #expect(screen.statusLabel.text == "Deleted")
        #expect(host.window.openMenu == nil)
    }
}
