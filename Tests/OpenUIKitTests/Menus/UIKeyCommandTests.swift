import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `UIKeyCommand` as Apple documents it: a responder lists its shortcuts in `keyCommands` (or a view
/// controller adds them with `addKeyCommand(_:)`); a key press is matched against the commands of the
/// responder chain and the action goes to the first object in the chain that implements it, with the
/// command as the sender. Since iOS 15 "the system delivers physical keyboard events to the text input
/// or focus systems first", unless the command's `wantsPriorityOverSystemBehavior` is true.
@MainActor
@Suite struct UIKeyCommandTests {
    /// A notes screen as an app writes one: Command-N makes a note, Command-Shift-D deletes, Tab
    /// indents (a command the focus system normally beats), Escape clears a search.
    @MainActor
    final class NotesViewController: UIViewController {
        var log: [String] = []
        var canDelete = true
        let doneButton = UIButton(type: .system)
        let field = UITextField()
        lazy var indentCommand = UIKeyCommand(input: "\t", modifierFlags: [], action: Selector("indent:", NotesViewController.indent))

        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(title: "New Note", action: Selector("newNote:", NotesViewController.newNote), input: "n",
                             modifierFlags: .command),
                UIKeyCommand(title: "Delete", action: Selector("deleteNote:", NotesViewController.deleteNote), input: "d",
                             modifierFlags: [.command, .shift]),
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                             action: Selector("clearSearch:", NotesViewController.clearSearch)),
                UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [],
                             action: Selector("previous:", NotesViewController.previous)),
                indentCommand,
            ]
        }

        func newNote(_ sender: UIKeyCommand) { log.append("new \(sender.input ?? "?") \(sender.title)") }
        func deleteNote(_ sender: UIKeyCommand) { log.append("delete") }
        func clearSearch(_ sender: UIKeyCommand) { log.append("clear") }
        func previous(_ sender: UIKeyCommand) { log.append("previous") }
        func indent(_ sender: UIKeyCommand) { log.append("indent") }

        override func validate(_ command: UICommand) {
            if command.action == Selector(named: "deleteNote:"), !canDelete { command.attributes.insert(.disabled) }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            doneButton.setTitle("Done", for: .normal)
            doneButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            field.frame = CGRect(x: 20, y: 160, width: 200, height: 34)
            view.addSubview(doneButton)
            view.addSubview(field)
        }
    }

    /// A view that becomes first responder and has its own Command-N.
    @MainActor
    final class CanvasView: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "n", modifierFlags: .command, action: Selector("newShape:", CanvasView.newShape))]
        }
        func newShape(_ sender: UIKeyCommand) { log.append("shape") }
    }

    private func makeScene() -> (TestHost, NotesViewController) {
        let host = TestHost(device: .iPad)
        let notes = NotesViewController()
        host.window.rootViewController = notes
        host.advance(by: 0)
        return (host, notes)
    }

    @Test func aMatchingPressSendsTheActionWithTheCommandAsSender() {
        let (host, notes) = makeScene()
        #expect(host.pressKey(.keyboardN, modifierFlags: .command))
        #expect(notes.log == ["new n New Note"])
    }

    @Test func modifiersMustMatchExactlyAndLettersIgnoreCase() {
        let (host, notes) = makeScene()
        #expect(!host.pressKey(.keyboardN), "no Command: not the shortcut")
        #expect(!host.pressKey(.keyboardN, modifierFlags: [.command, .alternate]), "an extra modifier")
        #expect(!host.pressKey(.keyboardD, modifierFlags: .command), "Shift missing")
        #expect(host.pressKey(.keyboardD, modifierFlags: [.command, .shift]))
        #expect(host.pressKey(.keyboardN, modifierFlags: [.command, .alphaShift]), "Caps Lock does not count")
        #expect(notes.log == ["delete", "new n New Note"])
        let upper = UIKeyCommand(input: "N", modifierFlags: .command, action: Selector("newNote:", NotesViewController.newNote))
        notes.addKeyCommand(upper)
        #expect(upper.matches(characters: "n", modifierFlags: .command))
    }

    @Test func validateCanDisableACommand() {
        let (host, notes) = makeScene()
        notes.canDelete = false
        #expect(!host.pressKey(.keyboardD, modifierFlags: [.command, .shift]))
        #expect(notes.log.isEmpty)
    }

    @Test func theFirstRespondersChainIsAskedNearestFirst() {
        let (host, notes) = makeScene()
        let canvas = CanvasView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        notes.view.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        host.pressKey(.keyboardN, modifierFlags: .command)
        #expect(canvas.log == ["shape"])
        #expect(notes.log.isEmpty)
        host.pressKey(.keyboardD, modifierFlags: [.command, .shift])
        #expect(notes.log == ["delete"], "the canvas has no Command-Shift-D: its view controller's is next")
    }

    @Test func addedCommandsCountAndCanBeRemoved() {
        let (host, notes) = makeScene()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("deleteNote:", NotesViewController.deleteNote))
        notes.addKeyCommand(save)
        notes.addKeyCommand(save)
        #expect(notes.addedKeyCommands.count == 1, "adding twice adds once")
        #expect(host.pressKey(.keyboardS, modifierFlags: .command))
        #expect(notes.log == ["delete"])
        notes.removeKeyCommand(save)
        #expect(!host.pressKey(.keyboardS, modifierFlags: .command))
        #expect(notes.log == ["delete"])
    }

    @Test func withoutAFirstResponderThePresentedControllerIsAsked() {
        let (host, notes) = makeScene()
        let sheet = NotesViewController()
        notes.present(sheet, animated: false)
        host.advance(by: 1)
        host.pressKey(.keyboardN, modifierFlags: .command)
        #expect(sheet.log == ["new n New Note"])
        #expect(notes.log.isEmpty)
    }

    @Test func theSystemUsesTabFirstUnlessTheCommandWantsPriority() {
        let (host, notes) = makeScene()
        #expect(host.pressKey(.keyboardTab))
        #expect(host.window.focusSystem.focusedItem === notes.doneButton, "Tab moved focus")
        #expect(notes.log.isEmpty)
        notes.indentCommand.wantsPriorityOverSystemBehavior = true
        #expect(host.pressKey(.keyboardTab))
        #expect(notes.log == ["indent"])
        #expect(host.window.focusSystem.focusedItem === notes.doneButton, "focus stayed")
    }

    @Test func anEditingTextFieldKeepsItsEditingKeys() {
        let (host, notes) = makeScene()
        #expect(notes.field.becomeFirstResponder())
        host.type("abc")
        #expect(host.pressKey(.keyboardLeftArrow))
        #expect(notes.log.isEmpty, "the left arrow moved the caret")
        #expect(host.pressKey(.keyboardN, modifierFlags: .command), "the field's chain reaches the controller")
        #expect(notes.log == ["new n New Note"])
        notes.field.resignFirstResponder()
        #expect(host.pressKey(.keyboardLeftArrow))
        #expect(notes.log == ["new n New Note", "previous"])
    }

    @Test func escapeDismissesASheetBeforeAnyCommandSeesIt() {
        let (host, notes) = makeScene()
        #expect(host.pressKey(.keyboardEscape))
        #expect(notes.log == ["clear"], "nothing to dismiss: the command")
        let sheet = UIViewController()
        notes.present(sheet, animated: false)
        host.advance(by: 1)
        #expect(host.pressKey(.keyboardEscape))
        host.advance(by: 1)
        #expect(notes.presentedViewController == nil, "the sheet was dismissed")
        #expect(notes.log == ["clear"])
    }

    @Test func anOpenMenuTakesTheKeysBeforeKeyCommands() {
        let (host, notes) = makeScene()
        notes.doneButton.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        notes.doneButton.showsMenuAsPrimaryAction = true
        host.tap(notes.doneButton)
        #expect(host.openMenu != nil)
        #expect(!host.pressKey(.keyboardN, modifierFlags: .command))
        #expect(notes.log.isEmpty)
    }

    @Test func aKeyCommandInAMenuShowsItsShortcutAndIsChosenAsACommand() throws {
        let (host, notes) = makeScene()
        notes.doneButton.menu = UIMenu(children: [
            UIKeyCommand(title: "New Note", action: Selector("newNote:", NotesViewController.newNote), input: "n",
                         modifierFlags: .command),
            UIKeyCommand(title: "Back", action: Selector("previous:", NotesViewController.previous),
                         input: UIKeyCommand.inputLeftArrow, modifierFlags: [.control, .alternate, .shift, .command]),
            UIAction(title: "Plain") { _ in },
        ])
        notes.doneButton.showsMenuAsPrimaryAction = true
        host.tap(notes.doneButton)
        let menu = try #require(host.openMenu)
        host.layOutWindowsForMenu()
        #expect(menu.rowViews.map { $0.shortcutLabel?.text } == ["⌘N", "⌃⌥⇧⌘←", nil])
        let row = menu.rowViews[0]
        let shortcut = try #require(row.shortcutLabel)
        #expect(shortcut.frame.maxX <= row.bounds.width - MenuRowView.sideInset + 0.5)
        #expect(row.titleLabel.frame.maxX <= shortcut.frame.minX, "the title leaves room for the shortcut")
        host.tapMenuRow("New Note")
        #expect(notes.log == ["new n New Note"])
    }

    @Test func alternatesAreKeptAndNeverPerformed() {
        let (host, notes) = makeScene()
        let delete = UIKeyCommand(title: "Delete", action: Selector("deleteNote:", NotesViewController.deleteNote),
                                  input: "d", modifierFlags: .command,
                                  alternates: [UICommandAlternate(title: "Clear", action: Selector("clearSearch:",
                                      NotesViewController.clearSearch), modifierFlags: .alternate)])
        notes.addKeyCommand(delete)
        #expect(delete.alternates.map(\.title) == ["Clear"])
        #expect(!host.pressKey(.keyboardD, modifierFlags: [.command, .alternate]), "the alternate's keys do nothing")
        #expect(host.pressKey(.keyboardD, modifierFlags: .command))
        #expect(notes.log == ["delete"])
    }

    @Test func specialInputsKeepUIKitsNamesAndMapFromTheirKeys() {
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyCommand.f5 == "UIKeyInputF5")
        #expect(UIKeyboardHIDUsage.keyboardEscape.keyCommandInput == UIKeyCommand.inputEscape)
        #expect(UIKeyboardHIDUsage.keyboardF5.keyCommandInput == UIKeyCommand.f5)
        #expect(UIKeyboardHIDUsage.keyboardPageDown.keyCommandInput == UIKeyCommand.inputPageDown)
        #expect(UIKeyboardHIDUsage.keyboardZ.keyCommandInput == "z")
        #expect(UIKeyboardHIDUsage.keyboard0.keyCommandInput == "0")
        #expect(UIKeyboardHIDUsage.keyboard1.keyCommandInput == "1")
        #expect(UIKeyboardHIDUsage(rawValue: 0x36).keyCommandInput == ",")
        #expect(UIKeyboardHIDUsage(rawValue: 0xE0).keyCommandInput == nil, "Left Control alone names no input")
    }
}
