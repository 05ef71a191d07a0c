import Foundation
import OpenUIKit

/// A to-do row: a ``CheckboxControl`` and its title; the title greys out while the box is checked.
@MainActor
final class ChecklistRowView: UIView {
    let checkbox = CheckboxControl(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    let titleLabel = UILabel(frame: .zero)

    init(title: String, checked: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        titleLabel.text = title
        checkbox.isChecked = checked
        addSubview(checkbox)
        addSubview(titleLabel)
        checkbox.addAction(UIAction { [unowned self] _ in
            EventLog.record("checkbox: \(title) \(checkbox.isChecked ? "on" : "off")")
            updateTitle()
        }, for: .valueChanged)
        updateTitle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        checkbox.frame.origin = CGPoint(x: 4, y: (bounds.height - checkbox.frame.height) / 2)
        let x = checkbox.frame.maxX + 14
        titleLabel.frame = CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)
    }

    private func updateTitle() {
        titleLabel.textColor = checkbox.isChecked ? .secondaryLabel : .label
    }
}
