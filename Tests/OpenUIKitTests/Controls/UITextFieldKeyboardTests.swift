import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The keyboard follows the text field that edits: UIKit's keyboard notifications, recorded in the
/// runtime's one keyboard record.
@MainActor
@Suite struct UITextFieldKeyboardTests {
    let host = TestHost()
    let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))

    init() {
        host.window.addSubview(first)
        host.window.addSubview(second)
    }

    private func recording(_ body: () -> Void) -> [(name: Notification.Name, end: CGRect?)] {
        var posted: [(name: Notification.Name, end: CGRect?)] = []
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                let entry = (notification.name, notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)
                MainActor.assumeIsolated { posted.append(entry) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        body()
        return posted
    }

    @Test func editingShowsTheKeyboardAndEndingHidesIt() {
        let shown = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
        let posted = recording {
            host.tap(first)
            #expect(host.runtime.keyboard.frame == shown)
            host.advance(by: 0.25)
            first.resignFirstResponder()
            #expect(!host.runtime.keyboard.isVisible)
            host.advance(by: 0.25)
        }
        #expect(posted.map(\.name) == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                       UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
        #expect(posted.first?.end == shown)
    }

    @Test func movingFromOneFieldToTheNextKeepsTheKeyboardUp() {
        first.becomeFirstResponder()
        host.advance(by: 1)
        let posted = recording {
            host.tap(second)
            host.advance(by: 1)
        }
        #expect(second.isEditing && !first.isEditing)
        #expect(posted.isEmpty)
        #expect(host.runtime.keyboard.isVisible)
    }

    @Test func aKeyInputViewOfTheAppGetsTheKeyboardAndTypedText() {
        let view = KeyCatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(host.runtime.keyboard.isVisible)
        host.type("hey")
        #expect(view.typed == "hey")
    }
}

/// An app's own text input: a view adopting UIKeyInput, as iOS apps write one.
@MainActor
private final class KeyCatcher: UIView, UIKeyInput {
    var typed = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { typed = String(typed.dropLast()) }
}
