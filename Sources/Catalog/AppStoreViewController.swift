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

    let installButton = ModalButton(frame: .zero,
                                    sequence: .appStoreInstall(delay: AppStoreViewController.stepDelay))
    let editButton = ModalButton(frame: .zero, sequence: .editDone())
    let deleteButton = ModalButton(frame: .zero, sequence: .deleteConfirmation())
    let statusLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "App Store Button"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        for button in [editButton, deleteButton] {
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 8
        }
        statusLabel.font = .systemFont(ofSize: 14)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.numberOfLines = 2
        for subview in [installButton, statusLabel, editButton, deleteButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for button in [installButton, editButton, deleteButton] {
            button.addTarget(self, action: AppStoreViewController.modeChanged, for: .valueChanged)
        }
        // The install button centred at the top, the status below it between the margins, and the
        // edit and delete buttons under the status, their centres 70 points either side of the middle.
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            installButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            installButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            installButton.widthAnchor.constraint(equalToConstant: ModalButton.defaultSize.width),
            installButton.heightAnchor.constraint(equalToConstant: ModalButton.defaultSize.height),
            statusLabel.topAnchor.constraint(equalTo: installButton.bottomAnchor, constant: 16),
            statusLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            statusLabel.heightAnchor.constraint(equalToConstant: 40),
            editButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor, constant: -70),
            editButton.centerYAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 40),
            editButton.widthAnchor.constraint(equalToConstant: 110),
            editButton.heightAnchor.constraint(equalToConstant: 36),
            deleteButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor, constant: 70),
            deleteButton.centerYAnchor.constraint(equalTo: editButton.centerYAnchor),
            deleteButton.widthAnchor.constraint(equalToConstant: 150),
            deleteButton.heightAnchor.constraint(equalToConstant: 36),
            deleteButton.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
        ])
        updateStatus()
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
