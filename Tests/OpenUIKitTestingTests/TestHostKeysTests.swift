import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Tab, Return and Escape from a hardware keyboard, through `TestHost.press(key:)`.
@MainActor
@Suite struct TestHostKeysTests {
    @Test func tabFocusesAControlAndReturnPressesIt() {
        let host = TestHost(device: .iPad)
        var presses = 0
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        host.window.addSubview(button)
        #expect(host.press(key: .keyboardTab))
        #expect(button.isFocused)
        #expect(host.press(key: .keyboardReturnOrEnter))
        #expect(presses == 1)
    }

    @Test func escapeCancelsAnAlertAndReturnChoosesItsPreferredAction() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        var chosen: [String] = []
        func ask() {
            let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            let signOut = UIAlertAction(title: "Sign Out", style: .destructive) { _ in chosen.append("Sign Out") }
            alert.addAction(signOut)
            alert.preferredAction = signOut
            root.present(alert, animated: false)
            host.advance(by: 0.5)
        }
        ask()
        host.press(key: .keyboardEscape)
        host.advance(by: 1)
        ask()
        host.press(key: .keyboardReturnOrEnter)
        host.advance(by: 1)
        #expect(chosen == ["Cancel", "Sign Out"])
        #expect(!host.alerts.element.exists)
    }

    @Test func aKeyThatDoesNothingSaysSo() {
        let host = TestHost()
        #expect(!host.press(key: .keyboardEscape))
    }
}
