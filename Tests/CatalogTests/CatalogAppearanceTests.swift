import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitRendering
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's appearance settings: `--dark` and `--content-size` on the command line, the root
/// screen's Dark switch (the window's style override, as an app sets it) and Text Size picker, each
/// reaching every screen.
@MainActor
@Suite struct CatalogAppearanceTests {
    @Test func parsesDarkAndContentSize() throws {
        let command = try CatalogCommand.parse(["--dark", "--content-size", "xxl"])
        #expect(command.dark)
        #expect(command.contentSize == .xxl)
        #expect(CatalogTextSize.xxl.category == .extraExtraLarge)
        #expect(CatalogTextSize.ax5.category == .accessibilityExtraExtraExtraLarge)
        let plain = try CatalogCommand.parse([])
        #expect(!plain.dark && plain.contentSize == nil)
        #expect(throws: (any Error).self) { try CatalogCommand.parse(["--content-size", "huge"]) }
    }

    @Test func theOptionsStartTheCatalogDarkAndLarge() throws {
        let fixture = try CatalogScreenFixture<ValueControlsViewController>(
            .switches, appearance: CatalogAppearance(isDark: true, textSize: .ax2))
        let traits = fixture.screen.traitCollection
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func theDarkSwitchRerendersTheScreensDarkAndBack() throws {
        let fixture = try CatalogScreenFixture<ValueControlsViewController>(.switches, drawnText: true)
        let light = fixture.renderWindow()
        let root = fixture.app.root
        #expect(root.navigationItem.rightBarButtonItem?.title == "Dark")
        root.toggleDarkMode()
        #expect(fixture.host.window.overrideUserInterfaceStyle == .dark)
        #expect(fixture.screen.traitCollection.userInterfaceStyle == .dark)
        #expect(root.navigationItem.rightBarButtonItem?.title == "Light")
        let dark = fixture.renderWindow()
        // The bar turns from light to dark chrome, and the screen under it changes too.
        #expect(light.color(at: CGPoint(x: 200, y: 3)) == PixelColor(red: 0xF9, green: 0xF9, blue: 0xF9))
        #expect(dark.color(at: CGPoint(x: 200, y: 3)) == PixelColor(red: 0x1C, green: 0x1C, blue: 0x1E))
        let changedBelowTheBar = (44..<light.height).contains { y in
            (0..<light.width).contains { x in light.pixel(x: x, y: y) != dark.pixel(x: x, y: y) }
        }
        #expect(changedBelowTheBar)
        root.toggleDarkMode()
        #expect(fixture.renderWindow() == light)
    }

    @Test func theTextSizePickerListsEverySizeAndSetsTheChosenOne() throws {
        let fixture = try CatalogScreenFixture<ValueControlsViewController>(.switches)
        let root = fixture.app.root
        fixture.app.navigationController.popToRootViewController(animated: false)
        root.chooseTextSize()
        fixture.host.finishTransitions()
        let sheet = try #require(root.presentedViewController as? UIAlertController)
        #expect(sheet.actions.map(\.title) == ["XS", "S", "M", "✓ L", "XL", "XXL", "XXXL",
                                                "AX1", "AX2", "AX3", "AX4", "AX5", "Cancel"])
        root.setTextSize(.xxxl)
        #expect(root.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        root.open(.switches, animated: false)
        #expect(fixture.app.topViewController?.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
    }

    @Test func tappingTheBarsDarkButtonSwitchesAsAPersonWould() throws {
        let fixture = try CatalogScreenFixture<ValueControlsViewController>(.switches)
        let host = fixture.host
        fixture.app.navigationController.popToRootViewController(animated: false)
        host.navigationBars["OpenUIKit Catalog"].buttons["Dark"].tap()
        host.runUntilIdle()
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
        host.navigationBars["OpenUIKit Catalog"].buttons["Light"].tap()
        host.runUntilIdle()
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
        #expect(EventLog.lines.contains("appearance: dark"))
    }
}
