import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UIBarButtonItem.menu` (iOS 14): Apple documents that with no primary action "the menu appears when
/// the user taps the bar button item. Otherwise, the menu appears on a long-press."
@MainActor
@Suite struct UIBarButtonItemMenuTests {
    /// A navigation controller on screen whose top item shows `item` on the right.
    private func show(_ item: UIBarButtonItem) -> TestHost {
        let host = TestHost()
        let top = UIViewController()
        top.title = "Files"
        top.navigationItem.rightBarButtonItems = [item]
        host.window.rootViewController = UINavigationController(rootViewController: top)
        return host
    }

    private func center(of text: String, in host: TestHost) throws -> CGPoint {
        let frame = try #require(host.render().windowFrame(ofText: text))
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A menu whose actions log their title and sender.
    private func menu(_ log: @escaping (String, Any?) -> Void) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Select") { log($0.title, $0.sender) },
            UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete All", attributes: .destructive) { log($0.title, $0.sender) },
            ]),
        ])
    }

    @Test func aTapOnAnItemWithOnlyAMenuOpensItAndAChosenActionGetsTheItem() throws {
        var chosen: [String] = []
        var senders: [Any?] = []
        let item = UIBarButtonItem(title: "More", menu: menu { chosen.append($0); senders.append($1) })
        defer { senders = [] }
        let host = show(item)
        host.tap(at: try center(of: "More", in: host))
        #expect(host.menuRowTitles == ["Select", "Delete All"])
        host.tapMenuRow("Delete All")
        #expect(chosen == ["Delete All"])
        #expect((senders.first as? UIBarButtonItem) === item)
        #expect(host.openMenu == nil)
    }

    @Test func theFingerThatOpenedTheMenuSlidesOntoARowAndLiftsToChooseIt() throws {
        var chosen: [String] = []
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu { title, _ in chosen.append(title) })
        item.title = "More"
        let host = show(item)
        let finger = host.touchDown(at: try center(of: "More", in: host))
        #expect(host.openMenu != nil)
        let row = try #require(host.menuRowCenter("Select"))
        host.send(.move, at: row, pointer: finger)
        host.send(.up, at: row, pointer: finger)
        #expect(chosen == ["Select"])
    }

    @Test func withAPrimaryActionATapRunsItAndALongPressOpensTheMenu() throws {
        var log: [String] = []
        let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in log.append("primary") },
                                   menu: menu { title, _ in log.append(title) })
        let host = show(item)
        let plus = try center(of: "+", in: host)
        host.tap(at: plus)
        #expect(log == ["primary"] && host.openMenu == nil)
        host.press(at: plus, for: 0.4)
        #expect(host.openMenu == nil)
        host.press(at: plus, for: 0.6)
        #expect(host.menuRowTitles == ["Select", "Delete All"])
        #expect(log == ["primary", "primary"])
    }

    @Test func withTargetActionATapSendsTheActionAndALongPressOpensTheMenu() throws {
        let target = ItemTarget()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: target,
                                   action: Selector("tapped:forEvent:", ItemTarget.tapped))
        item.menu = menu { _, _ in }
        let host = show(item)
        let send = try center(of: "Send", in: host)
        host.tap(at: send)
        #expect(target.senders.count == 1 && host.openMenu == nil)
        host.press(at: send, for: 0.6)
        #expect(host.openMenu != nil)
        #expect(target.senders.count == 1)
    }

    @Test func aDisabledItemOpensNoMenu() throws {
        let item = UIBarButtonItem(title: "More", menu: menu { _, _ in })
        item.isEnabled = false
        let host = show(item)
        let more = try center(of: "More", in: host)
        host.tap(at: more)
        host.press(at: more, for: 0.6)
        #expect(host.openMenu == nil)
    }

    @Test func aMenuSetAfterTheItemShowsIsOpenedByALongPress() throws {
        var log: [String] = []
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in log.append("primary") })
        let host = show(item)
        let edit = try center(of: "Edit", in: host)
        host.press(at: edit, for: 0.6)
        #expect(host.openMenu == nil && log == ["primary"])
        item.menu = menu { title, _ in log.append(title) }
        host.press(at: edit, for: 0.6)
        #expect(host.openMenu != nil)
        #expect(log == ["primary"])
    }
}
