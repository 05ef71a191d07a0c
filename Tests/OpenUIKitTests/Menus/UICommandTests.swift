import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UICommand` as Apple documents it: a menu element that performs its action "in a selector" found
/// through the responder chain — from the first responder, else from the menu's own view — with the
/// command as the method's sender, its `propertyList` telling commands that share a method apart.
@MainActor
@Suite struct UICommandTests {
    @MainActor
    final class FeedViewController: UIViewController {
        var log: [String] = []
        let sortButton = UIButton(type: .system)

        func sort(_ command: UICommand) {
            let from = command.sender is UIButton ? "button" : command.sender is UIContextMenuInteraction ? "interaction" : "?"
            log.append("sort by \(command.propertyList as? String ?? "?") from \(from)")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            sortButton.setTitle("Sort", for: .normal)
            sortButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            view.addSubview(sortButton)
        }
    }

    @MainActor
    final class EditorView: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func sort(_ command: UICommand) { log.append("editor sorts by \(command.propertyList as? String ?? "?")") }
    }

    static let sort = Selector("sort:", FeedViewController.sort)

    private func makeScene() -> (TestHost, FeedViewController) {
        let host = TestHost()
        let feed = FeedViewController()
        host.window.rootViewController = feed
        host.layOutWindowsForMenu()
        feed.sortButton.menu = UIMenu(title: "Sort by", options: .singleSelection, children: [
            UICommand(title: "Name", action: Self.sort, propertyList: "name", state: .on),
            UICommand(title: "Date", action: Self.sort, propertyList: "date"),
        ])
        feed.sortButton.showsMenuAsPrimaryAction = true
        return (host, feed)
    }

    @Test func aChosenCommandGoesUpTheButtonsChainWithItselfAsSender() {
        let (host, feed) = makeScene()
        host.tap(feed.sortButton)
        #expect(host.menuRowTitles == ["Sort by", "Name", "Date"])
        host.tapMenuRow("Date")
        #expect(feed.log == ["sort by date from button"])
        #expect(host.openMenu == nil)
        let commands = feed.sortButton.menu?.children.compactMap { $0 as? UICommand } ?? []
        #expect(commands.map(\.state) == [.off, .on])
        #expect(commands.allSatisfy { $0.sender == nil })
    }

    @Test func theFirstResponderIsAskedFirst() {
        let (host, feed) = makeScene()
        let editor = EditorView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        feed.view.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        feed.sortButton.menu = UIMenu(children: [
            UICommand(title: "Name", action: Selector("sort:", EditorView.sort), propertyList: "name"),
        ])
        host.tap(feed.sortButton)
        host.tapMenuRow("Name")
        #expect(editor.log == ["editor sorts by name"])
        #expect(feed.log.isEmpty)
    }

    @Test func aCommandNoResponderPerformsIsGreyedOutAndCannotBeChosen() throws {
        let (host, feed) = makeScene()
        feed.sortButton.menu = UIMenu(children: [
            UICommand(title: "Edit", action: Selector("sort:", EditorView.sort)),
            UICommand(title: "Name", action: Self.sort, propertyList: "name"),
        ])
        host.tap(feed.sortButton)
        let menu = try #require(host.openMenu)
        #expect(menu.rows.map(\.isSelectable) == [false, true])
        #expect(menu.rowViews[0].titleLabel.textColor == .tertiaryLabel)
        #expect(menu.rowViews[0].accessibilityTraits.contains(.notEnabled))
        host.tapMenuRow("Edit")
        #expect(host.openMenu != nil && feed.log.isEmpty)
    }

    @Test func aContextMenusCommandStartsAtTheInteractionsView() {
        let (host, feed) = makeScene()
        let photo = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 150))
        feed.view.addSubview(photo)
        let provider = CommandMenuProvider()
        photo.addInteraction(UIContextMenuInteraction(delegate: provider))
        host.press(at: host.center(of: photo), for: 0.6)
        host.tapMenuRow("Name")
        #expect(feed.log == ["sort by name from interaction"])
    }

    @Test func performWithSenderSendsToTheGivenTargetOrUpTheChain() {
        let (host, feed) = makeScene()
        let command = UICommand(title: "Name", action: Self.sort, propertyList: "name")
        command.performWithSender(feed.sortButton, target: feed)
        #expect(feed.log == ["sort by name from button"])
        let editor = EditorView(frame: .zero)
        feed.view.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        UICommand(title: "Date", action: Selector("sort:", EditorView.sort), propertyList: "date")
            .performWithSender(nil, target: nil)
        #expect(editor.log == ["editor sorts by date"])
        _ = host
    }

    @Test func actionsAndCommandsAreMenuLeavesAlike() {
        let leaves: [any UIMenuLeaf] = [
            UIAction(title: "Copy") { _ in },
            UICommand(title: "Paste", action: Self.sort, attributes: .disabled),
        ]
        for leaf in leaves { leaf.state = .mixed }
        #expect(leaves.map(\.title) == ["Copy", "Paste"])
        #expect(leaves.map(\.state) == [.mixed, .mixed])
        #expect(leaves.map { $0.attributes.contains(.disabled) } == [false, true])
    }

    @MainActor
    final class CommandMenuProvider: UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UICommand(title: "Name", action: UICommandTests.sort, propertyList: "name")])
            })
        }
    }
}

/// `validate(_:)` as Apple documents it: the responder that performs a command changes it "before the
/// command system renders it as a menu item".
@MainActor
@Suite struct UICommandValidationTests {
    @MainActor
    final class ListViewController: UIViewController {
        var sortKey = "date"
        var validated: [String] = []
        let button = UIButton(type: .system)

        func sort(_ command: UICommand) { sortKey = command.propertyList as? String ?? "" }

        override func validate(_ command: UICommand) {
            validated.append(command.title)
            command.state = command.propertyList as? String == sortKey ? .on : .off
            if command.propertyList as? String == "size" { command.attributes = .hidden }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            view.addSubview(button)
        }
    }

    @Test func theReceiverValidatesEachCommandEveryTimeTheMenuOpens() throws {
        let host = TestHost()
        let list = ListViewController()
        host.window.rootViewController = list
        host.layOutWindowsForMenu()
        let sort = Selector("sort:", ListViewController.sort)
        let other = Selector("sort:", UICommandTests.EditorView.sort)
        list.button.menu = UIMenu(children: [
            UICommand(title: "Name", action: sort, propertyList: "name"),
            UICommand(title: "Date", action: sort, propertyList: "date"),
            UICommand(title: "Size", action: sort, propertyList: "size"),
            UICommand(title: "Elsewhere", action: other),
        ])
        list.button.showsMenuAsPrimaryAction = true
        host.tap(list.button)
        #expect(host.menuRowTitles == ["Name", "Date", "Elsewhere"])
        #expect(list.validated == ["Name", "Date", "Size"])
        let menu = try #require(host.openMenu)
        #expect(menu.rowViews[1].checkView.image != nil && menu.rowViews[0].checkView.image == nil)
        host.tapMenuRow("Name")
        #expect(list.sortKey == "name")
        host.tap(list.button)
        let reopened = try #require(host.openMenu)
        #expect(reopened.rowViews[0].checkView.image != nil && reopened.rowViews[1].checkView.image == nil)
    }
}
