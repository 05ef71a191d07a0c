import Foundation
import OpenUIKitTesting
import Testing
import OpenUIKit

/// A sign-in form that keeps its fields above the keyboard, as iOS apps have written it since iOS 5:
/// selector observers for the keyboard's change-frame and hide notifications, the end frame converted
/// from the screen, a bottom constraint moved inside an animation, a tap that ends editing, and a
/// return key that moves to the next field. Everything above the tests compiles against UIKit with
/// `#selector(…)` for each `Selector(…)` and `@objc` on the four methods (there is no Objective-C
/// runtime on Linux: the README's first difference).
@MainActor
@Suite struct PortedKeyboardAvoidingFormTests {
    final class SignInViewController: UIViewController, UITextFieldDelegate {
        let emailField = UITextField()
        let passwordField = UITextField()
        let signInButton = UIButton(type: .system)
        private(set) var bottomConstraint: NSLayoutConstraint!
        private(set) var signIns = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            emailField.placeholder = "Email"
            emailField.keyboardType = .emailAddress
            emailField.returnKeyType = .next
            emailField.borderStyle = .roundedRect
            emailField.delegate = self
            passwordField.placeholder = "Password"
            passwordField.isSecureTextEntry = true
            passwordField.returnKeyType = .go
            passwordField.borderStyle = .roundedRect
            passwordField.delegate = self
            signInButton.setTitle("Sign In", for: .normal)
            signInButton.addTarget(self, action: Selector("signIn", SignInViewController.signIn), for: .touchUpInside)
            let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            bottomConstraint = stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                bottomConstraint,
            ])
            NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillChangeFrame:", SignInViewController.keyboardWillChangeFrame),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHide:", SignInViewController.keyboardWillHide),
                                                   name: UIResponder.keyboardWillHideNotification, object: nil)
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("endEditingTapped", SignInViewController.endEditingTapped)))
        }

        func keyboardWillChangeFrame(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
            let overlap = view.bounds.maxY - view.convert(endFrame, from: nil).minY
            bottomConstraint.constant = -40 - max(0, overlap)
            UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        }

        func keyboardWillHide(_ notification: Notification) {
            bottomConstraint.constant = -40
            view.layoutIfNeeded()
        }

        func endEditingTapped() { view.endEditing(true) }

        func signIn() { signIns += 1 }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === emailField {
                passwordField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
                signIn()
            }
            return true
        }

        deinit {
            NotificationCenter.default.removeObserver(self)
        }
    }

    /// A test host showing the form, laid out.
    private func showingForm() -> (TestHost, SignInViewController) {
        let host = TestHost()
        let form = SignInViewController()
        host.window.rootViewController = form
        host.window.layoutIfNeeded()
        return (host, form)
    }

    @Test func theFormRisesAboveTheKeyboardAndComesBackWhenItHides() {
        let (host, form) = showingForm()
        let restingBottom = form.signInButton.convert(form.signInButton.bounds, to: nil).maxY
        host.tap(form.emailField)
        host.advance(by: 0.5)
        let keyboardTop = host.runtime.keyboard.frame?.minY ?? .infinity
        #expect(keyboardTop < restingBottom, "the keyboard would cover the button where it rests")
        #expect(form.signInButton.convert(form.signInButton.bounds, to: nil).maxY == keyboardTop - 40)
        host.type("\n")
        #expect(form.passwordField.isFirstResponder, "Next moves to the password field")
        host.type("\n")
        host.advance(by: 0.5)
        #expect(form.signIns == 1)
        #expect(!host.runtime.keyboard.isVisible)
        #expect(form.signInButton.convert(form.signInButton.bounds, to: nil).maxY == restingBottom)
    }

    @Test func aTapOutsideTheFieldsEndsEditing() {
        let (host, form) = showingForm()
        host.tap(form.emailField)
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 200, y: 150))
        host.advance(by: 0.5)
        #expect(!form.emailField.isFirstResponder)
        #expect(!host.runtime.keyboard.isVisible)
    }

    @Test func theControllerIsReleasedWithItsObservers() {
        weak var released: SignInViewController?
        do {
            let form = SignInViewController()
            form.loadViewIfNeeded()
            released = form
        }
        #expect(released == nil, "the center does not retain the observer")
    }
}
