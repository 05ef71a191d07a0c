import Testing
import OpenUIKit
import OpenUIKitTesting

/// A settings screen written as UIKit apps in Swift 5 mode write it: an alert whose handlers call the
/// controller's methods, a text-less "Sign out?" confirmation with a preferred action.
class SettingsViewController: UIViewController {
    var signedOut = false

    func signOut() { signedOut = true }

    func askToSignOut() {
        let alert = UIAlertController(title: "Sign out?", message: "You can sign in again at any time.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        let signOut = UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            self?.signOut()
        }
        alert.addAction(signOut)
        alert.preferredAction = signOut
        present(alert, animated: true, completion: nil)
    }
}

@MainActor @Test func swift5ModeAlertCodeBuildsAndReturnChoosesThePreferredAction() {
    let host = TestHost(device: .iPad)
    let settings = SettingsViewController()
    host.window.rootViewController = settings
    settings.askToSignOut()
    host.advance(by: 1)
    #expect(settings.presentedViewController is UIAlertController)
    #expect(host.window.focusSystem.handleKeyPress(.keyboardReturnOrEnter))
    #expect(!settings.signedOut, "the handler waits for the dismissal")
    host.advance(by: 1)
    #expect(settings.signedOut)
    #expect(settings.presentedViewController == nil)
}
