import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A presentation traps focus, and focus comes back when it is dismissed. (Escape's dismissal rules are
/// in `Presentation/EscapeKeyDismissalTests`.)
@MainActor
@Suite struct FocusPresentationTests {
    private struct Fixture {
        let host: TestHost
        let root: UIViewController
        let rootButton: UIButton
        let sheet: UIViewController
    }

    /// An iPad whose root view has one button, and a controller with two buttons ready to present.
    private func makeFixture(style: UIModalPresentationStyle, device: UIScreen.Device = .iPad) -> Fixture {
        let host = TestHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        let rootButton = FocusFixtures.button("root", CGRect(x: 20, y: 20, width: 100, height: 44), in: root.view)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        sheet.preferredContentSize = CGSize(width: 300, height: 200)
        FocusFixtures.button("Cancel", CGRect(x: 10, y: 10, width: 80, height: 44), in: sheet.view)
        FocusFixtures.button("Done", CGRect(x: 200, y: 10, width: 80, height: 44), in: sheet.view)
        if style == .popover {
            sheet.popoverPresentationController?.sourceView = rootButton
        }
        return Fixture(host: host, root: root, rootButton: rootButton, sheet: sheet)
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .pageSheet, .popover, .fullScreen, .overFullScreen])
    func aPresentationTrapsFocusAndSkipsTheContentBelow(style: UIModalPresentationStyle) {
        let fixture = makeFixture(style: style)
        let window = fixture.host.window
        #expect(FocusFixtures.tab(window, times: 1) == ["root"])
        fixture.root.present(fixture.sheet, animated: false)
        #expect(!fixture.rootButton.isFocused, "the covered button loses focus")
        #expect(window.focusSystem.focusedItem == nil)
        #expect(FocusFixtures.tab(window, times: 3) == ["Cancel", "Done", "Cancel"])
        #expect(FocusFixtures.tab(window, times: 2, backward: true) == ["Done", "Cancel"])
    }

    @Test func afterTheDismissalFocusReturnsToTheContentBelow() {
        let fixture = makeFixture(style: .formSheet)
        let window = fixture.host.window
        fixture.root.present(fixture.sheet, animated: false)
        #expect(FocusFixtures.tab(window, times: 1) == ["Cancel"])
        fixture.sheet.dismiss(animated: false)
        #expect(window.focusSystem.focusedItem == nil, "focus left with the sheet")
        #expect(FocusFixtures.tab(window, times: 2) == ["root", "root"])
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .fullScreen, .popover])
    func theCoveredFocusComesBackAfterTheDismissal(style: UIModalPresentationStyle) {
        let fixture = makeFixture(style: style)
        let window = fixture.host.window
        #expect(FocusFixtures.tab(window, times: 1) == ["root"])
        fixture.root.present(fixture.sheet, animated: true)
        fixture.host.runUntilIdle()
        #expect(FocusFixtures.tab(window, times: 1) == ["Cancel"])
        fixture.sheet.dismiss(animated: true)
        #expect(!fixture.rootButton.isFocused, "not before the sheet is gone")
        fixture.host.runUntilIdle()
        #expect(fixture.rootButton.isFocused && window.focusSystem.focusedItem === fixture.rootButton)
        #expect(fixture.rootButton.state == .focused)
    }

    @Test func aCoveredViewThatCannotHaveFocusAnyMoreDoesNotGetItBack() {
        let fixture = makeFixture(style: .formSheet)
        let window = fixture.host.window
        #expect(FocusFixtures.tab(window, times: 1) == ["root"])
        fixture.root.present(fixture.sheet, animated: false)
        fixture.rootButton.isEnabled = false
        fixture.sheet.dismiss(animated: false)
        #expect(window.focusSystem.focusedItem == nil)
        #expect(!fixture.rootButton.state.contains(.focused))
    }

    @Test func aNestedPresentationTrapsFocusInTheFrontmost() {
        let fixture = makeFixture(style: .formSheet)
        let window = fixture.host.window
        fixture.root.present(fixture.sheet, animated: false)
        let alert = UIViewController()
        alert.modalPresentationStyle = .formSheet
        alert.preferredContentSize = CGSize(width: 200, height: 100)
        FocusFixtures.button("OK", CGRect(x: 10, y: 10, width: 80, height: 44), in: alert.view)
        fixture.sheet.present(alert, animated: false)
        #expect(FocusFixtures.tab(window, times: 2) == ["OK", "OK"])
        #expect(window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(alert.presentingViewController == nil && fixture.sheet.presentingViewController === fixture.root)
        #expect(window.focusSystem.focusedItem == nil, "nothing was focused in the sheet before")
        #expect(FocusFixtures.tab(window, times: 1) == ["Cancel"], "the sheet below takes focus again")
    }
}
