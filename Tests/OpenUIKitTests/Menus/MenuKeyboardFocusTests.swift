import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The row a hardware keyboard moved to in an open menu, as iPadOS draws it: the accent (tint) colour
/// fills it and its content turns white, unlike the grey fill under a finger; the two looks never show
/// at once, and the most recent input decides.
@MainActor
@Suite struct MenuKeyboardFocusTests {
    private func openMenu() throws -> (TestHost, MenuContainerView) {
        let host = TestHost(device: .iPad)
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        host.window.addSubview(button)
        button.menu = UIMenu(children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date", subtitle: "Newest first") { _ in },
            UIAction(title: "Remove", attributes: .destructive) { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.layOutWindowsForMenu()
        return (host, try #require(host.openMenu))
    }

    @Test func theArrowKeysGiveTheRowTheTintFillWithWhiteContent() throws {
        let (host, menu) = try openMenu()
        host.press(key: .keyboardDownArrow)
        host.press(key: .keyboardDownArrow)
        let row = menu.rowViews[1]
        #expect(row.highlight == .keyboard)
        #expect(row.backgroundColor == row.tintColor)
        #expect(row.titleLabel.textColor == .white && row.subtitleLabel.textColor == .white)
        #expect(menu.rowViews[0].highlight == .none && menu.rowViews[0].backgroundColor == nil)
        #expect(menu.rowViews[0].titleLabel.textColor == .label, "the row left keeps its own colours")
        #expect(menu.rowViews[0].checkView.tintColor == .label)
    }

    @Test func theFocusedRowFollowsTheWindowsTint() throws {
        let (host, menu) = try openMenu()
        host.press(key: .keyboardDownArrow)
        host.window.tintColor = .systemPurple
        #expect(menu.rowViews[0].backgroundColor == .systemPurple)
    }

    @Test func aDestructiveRowTurnsWhiteOnTheTintToo() throws {
        let (host, menu) = try openMenu()
        host.press(key: .keyboardUpArrow)
        let row = menu.rowViews[2]
        #expect(row.highlight == .keyboard && row.titleLabel.textColor == .white)
        host.press(key: .keyboardUpArrow)
        #expect(row.highlight == .none && row.titleLabel.textColor == .systemRed)
    }

    @Test func aFingerOnTheRowsBringsBackTheGreyHighlight() throws {
        let (host, menu) = try openMenu()
        host.press(key: .keyboardDownArrow)
        #expect(menu.rowViews[0].highlight == .keyboard)
        let center = try #require(host.menuRowCenter("Date"))
        let touch = host.touchDown(at: center)
        #expect(menu.rowViews[1].highlight == .touch)
        #expect(menu.rowViews[1].backgroundColor == .systemGray5)
        #expect(menu.rowViews[1].titleLabel.textColor == .label)
        #expect(menu.rowViews[0].highlight == .none)
        host.send(.cancel, at: center, pointer: touch)
        host.press(key: .keyboardDownArrow)
        #expect(menu.rowViews.map(\.highlight) == [.keyboard, .none, .none], "the keys take over again")
    }
}
