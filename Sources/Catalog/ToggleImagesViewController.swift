import ButtonKit
import Foundation
import OpenUIKit

/// ButtonKit's ``ButtonKit/ToggleImageButton``s in a ``ButtonKit/ToggleButtonGroup``: a row of
/// filters with stretchable backgrounds, exactly one selected; one of them decoded from a
/// ``ButtonKit/ButtonDescription`` (the stand-in for a button loaded from an interface file).
@MainActor
final class ToggleImagesViewController: UIViewController {
    private(set) var group: ToggleButtonGroup!
    let statusLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Toggle Images"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 10, top: 24)
        let titles = ["Songs", "Albums", "Artists"]
        var buttons = titles.dropLast().map { title in
            let button = ToggleImageButton(frame: .zero)
            button.setTitle(title, for: .normal)
            return button
        }
        buttons.append(ToggleImageButton(description: ButtonDescription(
            frame: CGRect(x: 0, y: 0, width: 0, height: 36), title: titles[2], tag: 2)))
        for button in buttons {
            button.heightAnchor.constraint(equalToConstant: 36).isActive = true
            column.addRow(button)
        }
        statusLabel.heightAnchor.constraint(equalToConstant: 24).isActive = true
        statusLabel.font = .systemFont(ofSize: 13)
        statusLabel.textColor = .secondaryLabel
        column.addRow(statusLabel)
        group = ToggleButtonGroup(buttons: buttons)
        group.selectionDidChange = { [weak self] group in self?.showSelection(of: group, log: true) }
        showSelection(of: group, log: false)
    }

    private func showSelection(of group: ToggleButtonGroup, log: Bool) {
        let title = group.selectedButton?.currentTitle ?? "nothing"
        if log { EventLog.record("toggle: \(title)") }
        statusLabel.text = "Selected: \(title)"
    }
}
