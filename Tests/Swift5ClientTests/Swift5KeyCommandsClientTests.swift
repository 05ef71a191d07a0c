import Testing
import OpenUIKit
import OpenUIKitTesting

/// A mail screen as an iPad app writes it, compiled in Swift 5 mode: `keyCommands` overridden with
/// Command-R and the arrow keys, one shortcut added in `viewDidLoad`, and a context menu on the
/// sender's avatar that lifts only the avatar, rounded, through a targeted preview.
final class Swift5MailViewController: UIViewController, UIContextMenuInteractionDelegate {
    private(set) var log: [String] = []
    let avatarView = UIView()

    override var keyCommands: [UIKeyCommand]? {
        let reply = UIKeyCommand(title: "Reply", action: Selector("reply:", Swift5MailViewController.reply),
                                 input: "r", modifierFlags: .command)
        reply.discoverabilityTitle = "Reply to Sender"
        let next = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [],
                                action: Selector("nextMessage:", Swift5MailViewController.nextMessage))
        next.wantsPriorityOverSystemBehavior = true
        return [reply, next]
    }

    func reply(_ sender: UIKeyCommand) { log.append("reply") }
    func nextMessage(_ sender: UIKeyCommand) { log.append("next") }
    func archive(_ sender: UIKeyCommand) { log.append("archive") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyCommand(UIKeyCommand(input: "e", modifierFlags: [.command, .shift],
                                   action: Selector("archive:", Swift5MailViewController.archive)))
        avatarView.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        avatarView.backgroundColor = .systemBlue
        view.addSubview(avatarView)
        avatarView.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "New Message") { [weak self] _ in self?.log.append("message") }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: avatarView.bounds, cornerRadius: 22)
        parameters.backgroundColor = .clear
        return UITargetedPreview(view: avatarView, parameters: parameters)
    }
}

@MainActor @Test func swift5ModeKeyCommandsAndATargetedPreview() {
    let host = TestHost(device: .iPad)
    let screen = Swift5MailViewController()
    host.window.rootViewController = screen
    host.advance(by: 0)
    host.pressKey(.keyboardR, modifierFlags: .command)
    host.pressKey(.keyboardDownArrow)
    host.pressKey(.keyboardE, modifierFlags: [.command, .shift])
    #expect(screen.log == ["reply", "next", "archive"])
    host.press(at: host.center(of: screen.avatarView), for: 0.6)
    host.buttons["New Message"].tap()
    #expect(screen.log == ["reply", "next", "archive", "message"])
}
