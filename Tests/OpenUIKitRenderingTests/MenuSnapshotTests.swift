import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// Menus as iPadOS draws what a hardware keyboard and a targeted preview change: the row the arrow
/// keys moved to filled with the tint colour, its content white, and key commands' shortcuts at the
/// rows' trailing edge; a context menu's targeted preview lifted inside its visible path with a
/// shadow. Compared with `__Snapshots__/MenuSnapshotTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter MenuSnapshotTests`.
@MainActor
@Suite struct MenuSnapshotTests {
    /// A plain screen: a white background, text measured by Pango from the start.
    private func host() -> TestHost {
        let host = TestHost(device: .iPhoneSE)
        host.runtime.textMeasurer = PangoTextMeasurer()
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        host.advance(by: 0)
        return host
    }

    /// Does nothing: the commands need a receiver in the chain to be enabled.
    final class Editor: UIViewController {
        func edit(_ sender: UIKeyCommand) {}
    }

    @Test func theKeyboardFocusedRowAndShortcuts() {
        let host = host()
        let editor = Editor()
        host.window.rootViewController = editor
        editor.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        editor.view.addSubview(button)
        let edit = Selector("edit:", Editor.edit)
        button.menu = UIMenu(children: [
            UIKeyCommand(title: "Copy", action: edit, input: "c", modifierFlags: .command),
            UIKeyCommand(title: "Duplicate", action: edit, input: "d", modifierFlags: [.shift, .command]),
            UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.pressKey(.keyboardDownArrow)
        host.pressKey(.keyboardDownArrow)
        host.assertSnapshot(named: "keyboardFocusedRow")
    }

    /// Answers a long press on the card with a menu and lifts only the avatar, rounded, on clear.
    final class CardDelegate: UIContextMenuInteractionDelegate {
        weak var avatar: UIView?

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Message") { _ in }, UIAction(title: "Call") { _ in }])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                    highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
            guard let avatar else { return nil }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: avatar.bounds, cornerRadius: 30)
            parameters.backgroundColor = .clear
            return UITargetedPreview(view: avatar, parameters: parameters)
        }
    }

    @Test func aTargetedPreviewLiftedInItsVisiblePath() {
        let host = host()
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 280, height: 80))
        card.backgroundColor = .systemGray6
        let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        avatar.backgroundColor = .systemTeal
        let initials = UILabel(frame: avatar.bounds)
        initials.text = "JA"
        initials.textAlignment = .center
        initials.textColor = .white
        avatar.addSubview(initials)
        card.addSubview(avatar)
        host.window.rootViewController?.view.addSubview(card)
        let delegate = CardDelegate()
        delegate.avatar = avatar
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        host.press(at: host.center(of: card), for: 0.6)
        host.assertSnapshot(named: "targetedPreview")
    }
}
