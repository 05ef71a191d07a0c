import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A sign-up form as iOS apps build it from nested stack views: rows of a label beside a text
/// field, a switch row, and a row of two equal buttons, pinned to the safe area of a view
/// controller's view. The file compiles unchanged against UIKit.
@MainActor
@Suite struct PortedStackFormTests {
    final class SignUpViewController: UIViewController {
        let nameField = UITextField()
        let emailField = UITextField()
        let newsletterSwitch = UISwitch()
        let cancelButton = UIButton(type: .system)
        let submitButton = UIButton(type: .system)
        let form = UIStackView()

        override func viewDidLoad() {
            super.viewDidLoad()
            form.axis = .vertical
            form.spacing = 12
            form.translatesAutoresizingMaskIntoConstraints = false
            for (title, field) in [("Name", nameField), ("Email", emailField)] {
                let label = UILabel()
                label.text = title
                label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
                field.borderStyle = .roundedRect
                field.heightAnchor.constraint(equalToConstant: 36).isActive = true
                let row = UIStackView(arrangedSubviews: [label, field])
                row.spacing = 8
                row.alignment = .center
                form.addArrangedSubview(row)
            }
            let newsletterLabel = UILabel()
            newsletterLabel.text = "Newsletter"
            form.addArrangedSubview(UIStackView(arrangedSubviews: [newsletterLabel, newsletterSwitch]))
            cancelButton.setTitle("Cancel", for: .normal)
            submitButton.setTitle("Sign Up", for: .normal)
            let buttons = UIStackView(arrangedSubviews: [cancelButton, submitButton])
            buttons.distribution = .fillEqually
            buttons.spacing = 16
            form.addArrangedSubview(buttons)
            view.addSubview(form)
            NSLayoutConstraint.activate([
                form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    @Test func theNestedStacksLayOutTheForm() {
        let host = TestHost()
        let controller = SignUpViewController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        let view = controller.view!
        let form = controller.form
        #expect(form.frame.minX == view.layoutMargins.left)
        #expect(form.frame.width == view.bounds.width - view.layoutMargins.left - view.layoutMargins.right)
        #expect(form.frame.minY == view.safeAreaInsets.top + 16)
        let rows = form.arrangedSubviews
        #expect(rows.count == 4)
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.frame.minY == upper.frame.maxY + 12)
            #expect(lower.frame.width == form.frame.width)
        }
        // The label hugs its text; the field takes the rest of the row.
        let nameRow = rows[0] as! UIStackView
        let label = nameRow.arrangedSubviews[0]
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(controller.nameField.frame.maxX == nameRow.bounds.width)
        #expect(nameRow.frame.height == 36)
        #expect(controller.cancelButton.frame.width == controller.submitButton.frame.width)
        #expect(controller.submitButton.frame.maxX == form.frame.width)
        #expect(form.frame.height == rows[3].frame.maxY)
    }
}
