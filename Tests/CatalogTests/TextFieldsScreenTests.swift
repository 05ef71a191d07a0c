import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's text fields screen, filled in by typing in virtual time.
@MainActor
@Suite struct TextFieldsScreenTests {
    @Test func typingAndReturnFillTheFormAndSignUp() throws {
        let fixture = try CatalogScreenFixture<TextFieldsViewController>(.textFields)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.nameField)
        host.type("Ada\n")
        #expect(screen.emailField.isEditing)
        host.type("ada@example.com\n")
        #expect(screen.passwordField.isEditing)
        #expect(!screen.signUpButton.isEnabled)
        host.type("secret")
        #expect(screen.signUpButton.isEnabled)
        host.type("\n")
        #expect(!screen.passwordField.isEditing)
        #expect(screen.resultLabel.text == "Welcome, Ada!")
        #expect(EventLog.lines == [
            "editing began: Name", "return: Name", "editing ended: Name = Ada", "editing began: Email",
            "return: Email", "editing ended: Email = ada@example.com", "editing began: Password",
            "return: Password", "editing ended: Password = 6 characters", "signed up: Ada <ada@example.com>",
        ])
    }

    @Test func theDelegateCapsTheLengthAndTheClearButtonEmptiesTheName() throws {
        let fixture = try CatalogScreenFixture<TextFieldsViewController>(.textFields)
        let (host, screen) = (fixture.host, fixture.screen)
        host.tap(screen.nameField)
        host.type(String(repeating: "x", count: 30))
        #expect(screen.nameField.text?.count == TextFieldsViewController.maximumLength)
        let field = screen.nameField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        host.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: host.window))
        #expect(field.text == "")
        #expect(field.isEditing)
    }
}
