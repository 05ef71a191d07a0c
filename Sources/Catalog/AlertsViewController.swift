import Foundation
import OpenUIKit

/// Alerts and action sheets (`UIAlertController`), as UIKitCatalog's "Alert Controller" screen: a
/// simple alert, an alert with three stacked actions and a preferred one, a destructive confirmation
/// alert, and an action sheet (a popover on iPad, anchored to its button). A label says which action
/// was chosen; the handler runs once the alert has gone.
@MainActor
final class AlertsViewController: UIViewController {
    let simpleButton = UIButton(type: .system)
    let threeActionsButton = UIButton(type: .system)
    let confirmButton = UIButton(type: .system)
    let actionSheetButton = UIButton(type: .system)
    let resultLabel: UILabel = {
        let label = UILabel()
        label.heightAnchor.constraint(equalToConstant: 44).isActive = true
        label.textAlignment = .center
        label.text = "Choose an alert"
        return label
    }()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.alerts.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 14, top: 20)
        column.addRow(resultLabel)
        let rows: [(UIButton, String, @MainActor (AlertsViewController) -> UIAlertController)] = [
            (simpleButton, "Simple alert", { $0.makeSimpleAlert() }),
            (threeActionsButton, "Three actions, one preferred", { $0.makeThreeActionAlert() }),
            (confirmButton, "Confirm a deletion", { $0.makeConfirmAlert() }),
            (actionSheetButton, "Action sheet", { $0.makeActionSheet() }),
        ]
        for (button, title, make) in rows {
            if button === confirmButton { column.breakColumn() }     // in compact height
            button.setTitle(title, for: .normal)
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 10
            button.heightAnchor.constraint(equalToConstant: 54).isActive = true
            button.addAction(UIAction { [unowned self] _ in
                EventLog.record("tap: \(title)")
                present(make(self), animated: true)
            }, for: .touchUpInside)
            column.addRow(button)
        }
    }

    private func makeSimpleAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Saved", message: "Your changes were saved.", preferredStyle: .alert)
        alert.addAction(action("OK", .default))
        return alert
    }

    private func makeThreeActionAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Unsaved Changes",
                                      message: "Do you want to save the changes you made?", preferredStyle: .alert)
        let save = action("Save", .default)
        alert.addAction(save)
        alert.addAction(action("Don't Save", .destructive))
        alert.addAction(action("Cancel", .cancel))
        alert.preferredAction = save
        return alert
    }

    private func makeConfirmAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Delete \"Notes\"?", message: "You can't undo this action.",
                                      preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel))
        alert.addAction(action("Delete", .destructive))
        return alert
    }

    private func makeActionSheet() -> UIAlertController {
        let sheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Copy Link", .default))
        sheet.addAction(action("Save to Files", .default))
        sheet.addAction(action("Delete Photo", .destructive))
        sheet.addAction(action("Cancel", .cancel))
        sheet.popoverPresentationController?.sourceView = actionSheetButton
        return sheet
    }

    /// An action whose handler says it ran.
    private func action(_ title: String, _ style: UIAlertAction.Style) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [weak self] action in
            EventLog.record("alert: \(action.title ?? "")")
            self?.resultLabel.text = "Chose \(action.title ?? "")"
        }
    }
}
