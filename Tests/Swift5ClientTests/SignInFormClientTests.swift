import Testing
import OpenUIKit
import OpenUIKitTesting

/// A sign-in form written as UIKit apps in Swift 5 mode write it: the view controller is the fields'
/// delegate, Return moves to the next field, a length limit in `shouldChangeCharactersIn`, a
/// target-action on `.editingChanged` enabling the button, and a rename alert with a text field.
class SignInViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    let signInButton = UIButton(type: .system)
    var signedInAs: String?
    var renamedTo: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.textContentType = .username
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.borderStyle = .roundedRect
        for field in [emailField, passwordField] {
            field.delegate = self
            field.addTarget(self, action: SignInViewController.updateButton, for: .editingChanged)
            view.addSubview(field)
        }
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        view.addSubview(signInButton)
    }

    func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && passwordField.hasText
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 64
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signedInAs = emailField.text
        }
        return true
    }

    func askForName() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            self?.renamedTo = alert?.textFields?.first?.text
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true, completion: nil)
    }
}

@MainActor @Test func swift5ModeFormCodeBuildsAndTypingFillsTheForm() {
    let host = TestHost()
    let form = SignInViewController()
    host.window.rootViewController = form
    host.tap(form.emailField)
    host.type("me@example.com\n")
    #expect(form.passwordField.isFirstResponder)
    #expect(!form.signInButton.isEnabled)
    host.type("hunter2")
    #expect(form.signInButton.isEnabled)
    host.type("\n")
    #expect(form.signedInAs == "me@example.com")
    #expect(!form.passwordField.isEditing)
}

@MainActor @Test func swift5ModeAlertTextFieldCodeBuildsAndReturnSaves() {
    let host = TestHost()
    let form = SignInViewController()
    host.window.rootViewController = form
    form.askForName()
    host.advance(by: 1)
    host.type("Holiday\n")
    host.advance(by: 1)
    #expect(form.renamedTo == "Holiday")
}
