import Foundation
import OpenUIKit

/// A to-do row, 44 points tall: a 28-point ``CheckboxControl`` and its title beside it, laid out with
/// anchors; the title greys out while the box is checked.
@MainActor
final class ChecklistRowView: UIView {
    let checkbox = CheckboxControl(frame: .zero)
    let titleLabel = UILabel(frame: .zero)

    init(title: String, checked: Bool) {
        super.init(frame: .zero)
        titleLabel.text = title
        checkbox.isChecked = checked
        for subview in [checkbox, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 44),
            checkbox.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            checkbox.centerYAnchor.constraint(equalTo: centerYAnchor),
            checkbox.widthAnchor.constraint(equalToConstant: 28),
            checkbox.heightAnchor.constraint(equalToConstant: 28),
            titleLabel.leadingAnchor.constraint(equalTo: checkbox.trailingAnchor, constant: 14),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        checkbox.addAction(UIAction { [unowned self] _ in
            EventLog.record("checkbox: \(title) \(checkbox.isChecked ? "on" : "off")")
            updateTitle()
        }, for: .valueChanged)
        updateTitle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func updateTitle() {
        titleLabel.textColor = checkbox.isChecked ? .secondaryLabel : .label
    }
}
