import Testing
import OpenUIKit
import OpenUIKitTesting

/// A sign-in screen and its UI test written as an iOS developer writes them in Swift 5 mode, the test
/// in XCUITest's words: find by title, tap, wait for the result in virtual time.
class QueriedSignInViewController: UIViewController {
    let signIn = UIButton(type: .system)
    let welcome = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        signIn.setTitle("Sign In", for: .normal)
        signIn.accessibilityIdentifier = "signInButton"
        signIn.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        signIn.addTarget(self, action: QueriedSignInViewController.signInTapped, for: .touchUpInside)
        welcome.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
        view.addSubview(signIn)
        view.addSubview(welcome)
    }

    func signInTapped() {
        signIn.isEnabled = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            self.welcome.text = "Welcome back"
        }
    }
}

@MainActor @Test func swift5ModeXCUITestStyleQueriesDriveASignIn() {
    let host = TestHost()
    host.window.rootViewController = QueriedSignInViewController()
    let app = host
    app.buttons["signInButton"].tap()
    #expect(app.staticTexts["Welcome back"].waitForExistence(timeout: 5))
    #expect(!app.buttons["Sign In"].isEnabled)
    #expect(app.buttons.count == 1)
}
