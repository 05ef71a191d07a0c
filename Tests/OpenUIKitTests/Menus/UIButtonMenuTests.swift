import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A button's menu as UIKit documents it: with `showsMenuAsPrimaryAction` the menu appears on touch
/// down; without, a tap sends the primary action and a long press shows the menu; choosing an action
/// runs its handler with the action; a pop-up button's title follows its single selection.
@MainActor
@Suite struct UIButtonMenuTests {
    private func makeButton(in host: TestHost, y: CGFloat = 100) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 20, y: y, width: 120, height: 44)
        host.window.addSubview(button)
        return button
    }

    private func menu(_ log: @escaping @MainActor (String) -> Void) -> UIMenu {
        UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { log("Name from \(($0.sender as? UIButton)?.currentTitle ?? "?")") },
            UIAction(title: "Date") { log("Date \($0.title)") },
            UIAction(title: "Locked", attributes: .disabled) { _ in log("Locked") },
            UIAction(title: "Secret", attributes: .hidden) { _ in log("Secret") },
        ])
    }

    @Test func theMenuIsThePrimaryActionOpensOnTouchDownAndSendsNoTouchUp() {
        let host = TestHost()
        let button = makeButton(in: host)
        var events: [String] = []
        button.menu = menu { events.append($0) }
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in events.append("menuActionTriggered") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let finger = host.touchDown(at: host.center(of: button))
        #expect(host.openMenu != nil)
        #expect(host.menuRowTitles == ["Sort by", "Name", "Date", "Locked"])
        host.send(.up, at: host.center(of: button), pointer: finger)
        #expect(events == ["menuActionTriggered"])
        #expect(host.openMenu != nil)
    }

    @Test func withoutShowsMenuAsPrimaryActionATapSendsThePrimaryActionAndALongPressOpensTheMenu() {
        let host = TestHost()
        let button = makeButton(in: host)
        var events: [String] = []
        button.menu = menu { events.append($0) }
        #expect(button.isContextMenuInteractionEnabled)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        host.tap(button)
        #expect(events == ["primary"] && host.openMenu == nil)
        host.press(at: host.center(of: button), for: 0.4)
        #expect(host.openMenu == nil)
        host.press(at: host.center(of: button), for: 0.6)
        #expect(host.openMenu != nil)
        #expect(events == ["primary", "primary", "cancel"])
    }

    @Test func choosingAnActionClosesTheMenuThenRunsItsHandlerWithTheActionAndTheButton() {
        let host = TestHost()
        let button = makeButton(in: host)
        var log: [String] = []
        button.menu = menu { log.append($0 + (host.openMenu == nil ? " (closed)" : " (open)")) }
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.tapMenuRow("Name")
        #expect(log == ["Name from Options (closed)"])
        host.tap(button)
        host.tapMenuRow("Date")
        #expect(log.last == "Date Date (closed)")
    }

    @Test func aDisabledActionOrTheTitleDoesNothingAndAHiddenOneIsNotShown() {
        let host = TestHost()
        let button = makeButton(in: host)
        var log: [String] = []
        button.menu = menu { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(!host.menuRowTitles.contains("Secret"))
        host.tapMenuRow("Locked")
        host.tapMenuRow("Sort by")
        #expect(log.isEmpty && host.openMenu != nil)
    }

    @Test func aSingleSelectionMenuMovesTheCheckmarkToTheChosenAction() {
        let host = TestHost()
        let button = makeButton(in: host)
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        button.menu = UIMenu(options: .singleSelection, children: [small, large])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.openMenu?.rowViews[0].checkView.image != nil)
        #expect(host.openMenu?.rowViews[1].checkView.image == nil)
        host.tapMenuRow("Large")
        #expect(small.state == .off && large.state == .on)
        host.tap(button)
        #expect(host.openMenu?.rowViews[0].checkView.image == nil)
        #expect(host.openMenu?.rowViews[1].checkView.image != nil)
    }

    @Test func aMenuWithoutSingleSelectionLeavesTheStatesToTheApp() {
        let host = TestHost()
        let button = makeButton(in: host)
        let bold = UIAction(title: "Bold", state: .on) { _ in }
        let italic = UIAction(title: "Italic") { _ in }
        button.menu = UIMenu(children: [bold, italic])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.tapMenuRow("Italic")
        #expect(bold.state == .on && italic.state == .off)
    }

    @Test func aPopUpButtonSelectsTheFirstActionAndItsTitleFollowsTheChoice() {
        let host = TestHost()
        let button = makeButton(in: host)
        var chosen: [String] = []
        let handler: UIActionHandler = { chosen.append("\($0.title) while the button says \(button.currentTitle ?? "")") }
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [
            UIAction(title: "Name", handler: handler),
            UIMenu(options: .displayInline, children: [UIAction(title: "Date", handler: handler)]),
        ])
        #expect(button.currentTitle == "Name")
        #expect(button.menu?.selectedElements.map(\.title) == ["Name"])
        host.tap(button)
        host.tapMenuRow("Date")
        #expect(button.currentTitle == "Date")
        #expect(button.menu?.selectedElements.map(\.title) == ["Date"])
        #expect(chosen == ["Date while the button says Date"])
        #expect(!button.isSelected)
    }

    @Test func aPopUpButtonWithAConfigurationShowsTheChoiceAsTheConfigurationsTitle() {
        let host = TestHost()
        let button = UIButton(configuration: .gray())
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Low") { _ in }, UIAction(title: "High", state: .on) { _ in }])
        #expect(button.configuration?.title == "High")
    }

    @Test func deferredElementsShowLoadingUntilTheProviderDelivers() {
        let host = TestHost()
        let button = makeButton(in: host)
        var pending: (@MainActor ([UIMenuElement]) -> Void)?
        var calls = 0
        button.menu = UIMenu(children: [
            UIAction(title: "Refresh") { _ in },
            UIDeferredMenuElement { completion in
                calls += 1
                pending = completion
            },
        ])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.menuRowTitles == ["Refresh", "Loading…"])
        pending?([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        #expect(host.menuRowTitles == ["Refresh", "Recent 1", "Recent 2"])
        host.press(key: .keyboardEscape)
        host.tap(button)
        #expect(host.menuRowTitles == ["Refresh", "Recent 1", "Recent 2"])
        #expect(calls == 1)
    }

    @Test func anUncachedDeferredElementLoadsEachTimeTheMenuOpens() {
        let host = TestHost()
        let button = makeButton(in: host)
        var calls = 0
        button.menu = UIMenu(children: [UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Load \(calls)") { _ in }])
        }])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.menuRowTitles == ["Load 1"])
        host.press(key: .keyboardEscape)
        host.tap(button)
        #expect(host.menuRowTitles == ["Load 2"])
    }

    @Test func aTapOutsideClosesTheMenuWithoutReachingWhatIsBehindIt() {
        let host = TestHost()
        let button = makeButton(in: host)
        let other = makeButton(in: host, y: 600)
        var log: [String] = []
        other.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
        button.menu = menu { log.append($0) }
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.tap(at: host.center(of: other))
        #expect(host.openMenu == nil && log.isEmpty)
        host.tap(button)
        host.tap(at: host.center(of: button))
        #expect(host.openMenu == nil && log.isEmpty)
    }

    @Test func escapeClosesTheMenu() {
        let host = TestHost()
        let button = makeButton(in: host)
        button.menu = menu { _ in }
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.press(key: .keyboardEscape))
        #expect(host.openMenu == nil)
    }

    @Test func arrowsMoveOverTheSelectableRowsAndReturnChooses() {
        let host = TestHost(device: .iPad)
        let button = makeButton(in: host)
        var log: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "One") { _ in log.append("One") },
            UIAction(title: "Off", attributes: .disabled) { _ in log.append("Off") },
            UIMenu(options: .displayInline, children: [UIAction(title: "Two") { _ in log.append("Two") }]),
        ])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.press(key: .keyboardDownArrow)
        #expect(host.openMenu?.highlightedIndex == 0)
        host.press(key: .keyboardDownArrow)
        host.press(key: .keyboardDownArrow)
        #expect(host.openMenu?.highlightedIndex == 2)
        host.press(key: .keyboardUpArrow)
        #expect(host.openMenu?.highlightedIndex == 0)
        #expect(host.press(key: .keyboardTab))
        host.press(key: .keyboardDownArrow)
        host.press(key: .keyboardReturnOrEnter)
        #expect(log == ["Two"] && host.openMenu == nil)
    }

    @Test func aFocusedMenuButtonOpensItsMenuOnAKeyPress() {
        let host = TestHost(device: .iPad)
        let button = makeButton(in: host)
        button.menu = menu { _ in }
        button.showsMenuAsPrimaryAction = true
        host.press(key: .keyboardTab)
        #expect(button.isFocused)
        host.press(key: .keyboardSpacebar)
        #expect(host.openMenu != nil)
    }

    @Test func aSubmenuOpensInThePanelAndTheBackRowReturns() {
        let host = TestHost(device: .iPad)
        let button = makeButton(in: host)
        var log: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "Top") { _ in },
            UIMenu(title: "More", children: [UIAction(title: "Deep") { _ in log.append("Deep") }]),
        ])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.tapMenuRow("More")
        #expect(host.menuRowTitles == ["More", "Deep"])
        host.tapMenuRow("More")
        #expect(host.menuRowTitles == ["Top", "More"])
        host.press(key: .keyboardDownArrow)
        host.press(key: .keyboardDownArrow)
        host.press(key: .keyboardRightArrow)
        #expect(host.menuRowTitles == ["More", "Deep"])
        host.press(key: .keyboardReturnOrEnter)
        #expect(log == ["Deep"])
    }

    @Test func keepsMenuPresentedRunsTheHandlerAndLeavesTheMenuOpen() {
        let host = TestHost()
        let button = makeButton(in: host)
        var count = 0
        button.menu = UIMenu(children: [UIAction(title: "Add", attributes: .keepsMenuPresented) { _ in count += 1 }])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.tapMenuRow("Add")
        host.tapMenuRow("Add")
        #expect(count == 2 && host.openMenu != nil)
    }

    @Test func thePanelSitsBelowTheButtonOrAboveItNearTheBottomAndStaysOnScreen() throws {
        let host = TestHost()
        let top = makeButton(in: host, y: 100)
        top.menu = menu { _ in }
        top.showsMenuAsPrimaryAction = true
        host.tap(top)
        host.advance(by: 0)
        let below = try #require(host.openMenu).panel.frame
        #expect(below.minY == top.frame.maxY + 8)
        #expect(below.minX == 20)
        #expect(below.width == 250)
        host.press(key: .keyboardEscape)
        let bottom = makeButton(in: host, y: host.window.bounds.height - 100)
        bottom.frame.origin.x = host.window.bounds.width - 130
        bottom.menu = menu { _ in }
        bottom.showsMenuAsPrimaryAction = true
        host.tap(bottom)
        host.advance(by: 0)
        let above = try #require(host.openMenu).panel.frame
        #expect(above.maxY == bottom.frame.minY - 8)
        #expect(above.maxX <= host.window.bounds.width - 8)
    }

    @Test func rowsAreAccessibilityButtonsWithTheSelectionAndTheMenuIsModal() throws {
        let host = TestHost()
        let button = makeButton(in: host)
        button.menu = UIMenu(children: [UIAction(title: "Grid", state: .on) { _ in },
                                        UIAction(title: "Off", attributes: .disabled) { _ in }])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.buttons["Options"].exists == false)
        #expect(host.buttons["Grid"].isSelected)
        #expect(!host.buttons["Off"].isEnabled)
        host.buttons["Grid"].tap()
        #expect(host.openMenu == nil)
    }

    @Test func aMenuOverASheetLeavesThePresentationStackAlone() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        host.advance(by: 1)
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        sheet.view.addSubview(button)
        button.menu = menu { _ in }
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        #expect(host.openMenu != nil)
        #expect(root.presentedViewController === sheet && sheet.presentedViewController == nil)
        host.press(key: .keyboardEscape)
        #expect(host.openMenu == nil && root.presentedViewController === sheet)
    }
}
