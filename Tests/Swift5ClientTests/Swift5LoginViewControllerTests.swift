import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Test func swift5ModeLoginFormStacksItsFieldsInTheSafeArea() {
    let host = TestHost()
    let login = Swift5LoginViewController()
    host.window.rootViewController = login
    host.window.layoutIfNeeded()
    let safeArea = login.view.safeAreaLayoutGuide.layoutFrame
    let stack = login.stackView
    #expect(stack.frame.minX == safeArea.minX + 20 && stack.frame.minY == safeArea.minY + 20)
    #expect(stack.frame.width == safeArea.width - 40)
    #expect(login.emailField.frame.height == 44 && login.emailField.frame.width == stack.frame.width)
    #expect(login.emailField.frame.minY == login.emailLabel.frame.maxY + 8)
    #expect(login.loginButton.frame.minY == login.passwordField.frame.maxY + 24)
    #expect(stack.frame.height == login.loginButton.frame.maxY)
    #expect(!stack.hasAmbiguousLayout)

    // Signing up needs no password: the rows collapse and the button moves up.
    login.passwordLabel.isHidden = true
    login.passwordField.isHidden = true
    host.window.layoutIfNeeded()
    #expect(login.loginButton.frame.minY == login.emailField.frame.maxY + 8)
}
