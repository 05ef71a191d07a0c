import Foundation
import OpenUIKit

/// Text fields, as UIKitCatalog's "Text Fields" screen shows them, in a sign-up form: a name field with
/// a clear button, an email field with a left view, a secure password field, and a Sign Up button
/// enabled once every field has text. Return moves to the next field (the screen is the fields'
/// delegate), and on the last one signs up and ends editing. Each field logs when editing begins and
/// ends, and the delegate rejects more than 24 characters.
@MainActor
final class TextFieldsViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signUpButton = UIButton(type: .system)
    let resultLabel = UILabel()
    /// The longest text a field takes.
    static let maximumLength = 24

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.textFields.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 12, top: 20)
        nameField.placeholder = "Name"
        nameField.clearButtonMode = .whileEditing
        nameField.autocapitalizationType = .words
        nameField.textContentType = .name
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .emailAddress
        let at = UILabel(frame: CGRect(x: 0, y: 0, width: 28, height: 34))
        at.text = "@"
        at.textAlignment = .center
        at.textColor = .secondaryLabel
        emailField.leftView = at
        emailField.leftViewMode = .always
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .done
        for (field, name) in [(nameField, "Name"), (emailField, "Email"), (passwordField, "Password")] {
            field.borderStyle = .roundedRect
            field.returnKeyType = field === passwordField ? .done : .next
            field.delegate = self
            field.addAction(UIAction { _ in EventLog.record("editing began: \(name)") }, for: .editingDidBegin)
            field.addAction(UIAction { [weak self, weak field] _ in
                EventLog.record("editing ended: \(name) = \(self?.logged(field) ?? "")")
            }, for: .editingDidEnd)
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
            field.heightAnchor.constraint(equalToConstant: 34).isActive = true
            column.addRow(field)
        }
        signUpButton.setTitle("Sign Up", for: .normal)
        signUpButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        signUpButton.isEnabled = false
        signUpButton.addAction(UIAction { [weak self] _ in self?.signUp() }, for: .touchUpInside)
        column.addRow(signUpButton)
        resultLabel.textAlignment = .center
        resultLabel.text = "Fill in the form"
        resultLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addRow(resultLabel)
    }

    /// What the log shows of a field's text: a password only by its length.
    private func logged(_ field: UITextField?) -> String {
        guard let field else { return "" }
        let text = field.text ?? ""
        return field.isSecureTextEntry ? "\(text.count) characters" : text
    }

    private func updateButton() {
        signUpButton.isEnabled = [nameField, emailField, passwordField].allSatisfy(\.hasText)
    }

    private func signUp() {
        guard signUpButton.isEnabled else { return }
        view.endEditing(true)
        let line = "signed up: \(nameField.text ?? "") <\(emailField.text ?? "")>"
        EventLog.record(line)
        resultLabel.text = "Welcome, \(nameField.text ?? "")!"
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= Self.maximumLength
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        EventLog.record("return: \(textField.placeholder ?? "")")
        switch textField {
        case nameField: emailField.becomeFirstResponder()
        case emailField: passwordField.becomeFirstResponder()
        default:
            textField.resignFirstResponder()
            signUp()
        }
        return true
    }
}
