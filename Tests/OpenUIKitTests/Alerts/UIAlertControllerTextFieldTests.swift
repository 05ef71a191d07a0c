import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Text fields in alerts, as UIKit's `addTextField(configurationHandler:)` and `textFields`.
@MainActor
@Suite struct UIAlertControllerTextFieldTests {
    let host = TestHost()
    let root = UIViewController()

    init() {
        host.window.rootViewController = root
    }

    private func loginAlert(onLogIn: @escaping (UIAlertController) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Log In", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "User" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let logIn = UIAlertAction(title: "Log In", style: .default) { [unowned alert] _ in onLogIn(alert) }
        alert.addAction(logIn)
        alert.preferredAction = logIn
        return alert
    }

    @Test func theFieldsAreConfiguredShownAndTheFirstEdits() throws {
        let alert = loginAlert { _ in }
        #expect(alert.textFields?.map(\.placeholder) == ["User", "Password"])
        root.present(alert, animated: true)
        host.advance(by: 1)
        host.window.layoutIfNeeded()
        let fields = try #require(alert.textFields)
        #expect(fields.allSatisfy { $0.window === host.window && $0.frame.height > 0 })
        #expect(fields[0].frame.maxY <= fields[1].frame.minY)
        #expect(fields[0].isEditing)
        #expect(host.runtime.keyboard.isVisible)
    }

    @Test func typingThenTappingTheActionReadsTheFields() throws {
        var entered: [String] = []
        let alert = loginAlert { alert in entered = alert.textFields?.compactMap(\.text) ?? [] }
        root.present(alert, animated: true)
        host.advance(by: 1)
        host.type("ana")
        host.window.layoutIfNeeded()
        let fields = try #require(alert.textFields)
        host.tap(fields[1])
        host.type("pw")
        let button = try #require(alert.alertView?.buttons.first { $0.title(for: .normal) == "Log In" })
        host.tap(button)
        host.advance(by: 1)
        #expect(entered == ["ana", "pw"])
        #expect(!host.runtime.keyboard.isVisible, "the fields left with the alert")
    }

    @Test func returnInAFieldChoosesThePreferredAction() {
        var loggedIn = 0
        let alert = loginAlert { _ in loggedIn += 1 }
        root.present(alert, animated: true)
        host.advance(by: 1)
        host.type("ana\n")
        host.advance(by: 1)
        #expect(loggedIn == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func anActionSheetRefusesTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(throws: AlertError(kind: .textFieldInActionSheet)) { try sheet.tryAddTextField() }
        var codes: [String] = []
        let token = host.runtime.diagnostics.addObserver { codes.append($0.code) }
        sheet.addTextField()
        host.runtime.diagnostics.removeObserver(token)
        #expect(codes == ["alert.textFieldInActionSheet"])
        #expect(sheet.textFields == nil)
    }
}
