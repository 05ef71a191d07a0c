import Foundation
import OpenUIKit

/// The "Menus" screen: the three ways an iOS 17 app shows a menu, each choice logged (`--log-events`)
/// and shown in a label.
/// - A "Sort by" pop-up button (`showsMenuAsPrimaryAction` and `changesSelectionAsPrimaryAction`): its
///   title follows the chosen order, and a checkmark marks it in the menu.
/// - A menu button ("Add"): the menu opens on touch-down, with an inline group, a submenu, a disabled
///   and a deferred element ("Recent", loaded when the menu opens).
/// - A document row with a context menu (`UIContextMenuInteraction`): press and hold for Rename,
///   Share and a destructive Delete.
@MainActor
final class MenusViewController: UIViewController, UIContextMenuInteractionDelegate {
    let sortButton = UIButton(configuration: .gray())
    let addButton = UIButton(configuration: .filled())
    let documentRow = UILabel()
    let statusLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.menus.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 16, top: 20)

        let orders = ["Name", "Date Modified", "Size"].map { order in
            UIAction(title: order) { [weak self] _ in self?.show("Sorted by \(order)") }
        }
        sortButton.menu = UIMenu(title: "Sort by", children: orders)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.changesSelectionAsPrimaryAction = true
        sortButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(sortButton)

        addButton.configuration?.title = "Add"
        addButton.configuration?.image = UIImage(systemName: "plus")
        addButton.menu = UIMenu(children: [
            UIMenu(options: .displayInline, children: [
                UIAction(title: "New Document", image: UIImage(systemName: "pencil")) { [weak self] _ in
                    self?.show("New Document")
                },
                UIAction(title: "New Folder", image: UIImage(systemName: "plus")) { [weak self] _ in
                    self?.show("New Folder")
                },
            ]),
            UIMenu(title: "Import", children: [
                UIAction(title: "From Files") { [weak self] _ in self?.show("Import From Files") },
                UIAction(title: "From Camera", attributes: .disabled) { _ in },
            ]),
            UIDeferredMenuElement { completion in
                completion([UIAction(title: "Recent: Notes") { [weak self] _ in self?.show("Open Notes") }])
            },
        ])
        addButton.showsMenuAsPrimaryAction = true
        addButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(addButton)

        documentRow.text = "Budget.numbers — press and hold"
        documentRow.isUserInteractionEnabled = true
        documentRow.backgroundColor = .secondarySystemBackground
        documentRow.heightAnchor.constraint(equalToConstant: 56).isActive = true
        documentRow.addInteraction(UIContextMenuInteraction(delegate: self))
        column.addRow(documentRow)

        statusLabel.textColor = .secondaryLabel
        statusLabel.heightAnchor.constraint(equalToConstant: 24).isActive = true
        column.addRow(statusLabel)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in self?.show("Rename") },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self?.show("Share") },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                    self?.show("Deleted")
                },
            ])
        }
    }

    /// Shows `message` under the controls and logs it.
    private func show(_ message: String) {
        statusLabel.text = message
        EventLog.record("menu: \(message)")
    }
}
