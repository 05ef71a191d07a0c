import Testing
import OpenUIKit
import OpenUIKitTesting

/// A notes screen as an iOS 15 app writes it, compiled in Swift 5 mode: a "More" button whose menu
/// holds `UICommand`s the view controller performs through the responder chain (and validates), and a
/// long list of folders to move a note to, more than fit on screen.
final class Swift5CommandMenuViewController: UIViewController {
    private(set) var log: [String] = []
    let moreButton = UIButton(type: .system)

    func duplicateNote(_ sender: UICommand) {
        log.append("duplicate")
    }

    func moveNote(_ sender: UICommand) {
        log.append("move to \(sender.propertyList as? String ?? "?")")
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        if command.propertyList as? String == "Folder 1" {
            command.attributes = .disabled
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let duplicate = UICommand(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square"),
                                  action: Selector("duplicateNote:", Swift5CommandMenuViewController.duplicateNote))
        let folders = (1...30).map { index in
            UICommand(title: "Folder \(index)",
                      action: Selector("moveNote:", Swift5CommandMenuViewController.moveNote),
                      propertyList: "Folder \(index)")
        }
        let move = UIMenu(title: "Move to", options: .displayInline, children: folders)
        moreButton.menu = UIMenu(title: "", children: [duplicate, move])
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.setTitle("More", for: .normal)
        moreButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        view.addSubview(moreButton)
    }
}

@MainActor @Test func swift5ModeCommandsReachTheViewControllerFromALongMenu() {
    let host = TestHost()
    let screen = Swift5CommandMenuViewController()
    host.window.rootViewController = screen
    host.advance(by: 0)
    host.tap(screen.moreButton)
    host.buttons["Duplicate"].tap()
    #expect(screen.log == ["duplicate"])
    host.tap(screen.moreButton)
    // Folder 1 is the note's own folder, disabled by validate(_:): the arrows skip it.
    for _ in 0..<30 { host.press(key: .keyboardDownArrow) }
    host.press(key: .keyboardReturnOrEnter)
    #expect(screen.log == ["duplicate", "move to Folder 30"])
}
