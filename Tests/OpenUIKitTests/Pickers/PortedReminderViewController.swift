import OpenUIKit   // was: import UIKit

/// A reminder form as an iOS developer writes it, ported by changing only its import: a wheels date
/// picker that cannot go into the past, stepping by five minutes, and a picker view of repeat options,
/// stacked with a summary label in Auto Layout.
final class PortedReminderViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    private let repeatOptions = ["Never", "Daily", "Weekly", "Monthly", "Yearly"]
    let datePicker = UIDatePicker()
    let repeatPicker = UIPickerView()
    let summaryLabel = UILabel()
    private(set) var repeatIndex = 0
    private(set) var dateChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minuteInterval = 5
        datePicker.minimumDate = Date()
        datePicker.addAction(UIAction { [weak self] _ in self?.dateChanged() }, for: .valueChanged)

        repeatPicker.dataSource = self
        repeatPicker.delegate = self

        summaryLabel.font = .preferredFont(forTextStyle: .headline)
        summaryLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [summaryLabel, datePicker, repeatPicker])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        updateSummary()
    }

    private func dateChanged() {
        dateChanges += 1
        updateSummary()
    }

    private func updateSummary() {
        summaryLabel.text = "Repeats: \(repeatOptions[repeatIndex])"
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        repeatOptions.count
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        repeatOptions[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        repeatIndex = row
        updateSummary()
    }
}
