import ButtonKit
import Foundation
import OpenUIKit

/// The App Store's multi-step button (ButtonKit's ``ButtonKit/ModalButton``): Download → Downloading… →
/// Install → Installing… → Complete!, the working steps moving on by themselves on a timer, and the
/// two other sequences the articles describe (Edit/Done, Delete → Confirm Delete). A label under the
/// buttons says which mode each one reached.
@MainActor
final class AppStoreViewController: UIViewController {
    /// Seconds each working step ("Downloading…", "Installing…") takes.
    static let stepDelay: TimeInterval = 2

    let installButton = ModalButton(frame: CGRect(origin: .zero, size: ModalButton.defaultSize),
                                    sequence: .appStoreInstall(delay: AppStoreViewController.stepDelay))
    let editButton = ModalButton(frame: CGRect(x: 0, y: 0, width: 110, height: 36), sequence: .editDone())
    let deleteButton = ModalButton(frame: CGRect(x: 0, y: 0, width: 150, height: 36), sequence: .deleteConfirmation())
    let statusLabel = UILabel(frame: .zero)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "App Store Button"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        for button in [editButton, deleteButton] {
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 8
        }
        for button in [installButton, editButton, deleteButton] {
            button.addTarget(self, action: AppStoreViewController.modeChanged, for: .valueChanged)
            root.addSubview(button)
        }
        statusLabel.font = .systemFont(ofSize: 14)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.numberOfLines = 2
        root.addSubview(statusLabel)
        updateStatus()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let midX = view.bounds.midX
        installButton.center = CGPoint(x: midX, y: 40 + ModalButton.defaultSize.height / 2)
        statusLabel.frame = CGRect(x: 16, y: installButton.frame.maxY + 16, width: view.bounds.width - 32, height: 40)
        editButton.center = CGPoint(x: midX - 70, y: statusLabel.frame.maxY + 40)
        deleteButton.center = CGPoint(x: midX + 70, y: statusLabel.frame.maxY + 40)
    }

    func modeChanged(_ sender: ModalButton) {
        let name = sender === installButton ? "install" : sender === editButton ? "edit" : "delete"
        EventLog.record("mode: \(name) \(sender.mode.identifier)")
        updateStatus()
    }

    private func updateStatus() {
        statusLabel.text = "App Store: \(installButton.mode.title)\nEdit: \(editButton.mode.title) · Delete: \(deleteButton.mode.title)"
    }
}
