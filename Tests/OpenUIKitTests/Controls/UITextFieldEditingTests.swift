import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Beginning and ending editing, the delegate and the editing events, as UIKit documents them for
/// `UITextField` and `UITextFieldDelegate`.
@MainActor
@Suite struct UITextFieldEditingTests {
    let host = TestHost()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    let recorder = ControlEventRecorder()
    let delegate = TextFieldDelegateRecorder()

    init() {
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        field.delegate = delegate
        recorder.record(field, [("begin", .editingDidBegin), ("changed", .editingChanged), ("end", .editingDidEnd),
                                ("exit", .editingDidEndOnExit), ("primary", .primaryActionTriggered)])
    }

    @Test func aTapBeginsEditingAskingTheDelegateFirst() {
        host.tap(field)
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        #expect(delegate.log.prefix(2) == ["shouldBegin", "didBegin"])
        #expect(recorder.log == ["begin"])
    }

    @Test func aDelegateThatRefusesKeepsTheFieldFromEditing() {
        delegate.allowsBegin = false
        host.tap(field)
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        #expect(recorder.log.isEmpty)
        #expect(!host.runtime.keyboard.isVisible)
    }

    @Test func aFieldOutsideAWindowCannotBeginEditing() {
        let loose = UITextField(frame: .zero)
        #expect(!loose.becomeFirstResponder())
        #expect(!loose.isEditing)
    }

    @Test func aDisabledFieldDoesNotEdit() {
        field.isEnabled = false
        host.tap(field)
        #expect(!field.isEditing)
        #expect(!field.becomeFirstResponder())
    }

    @Test func typingAsksTheDelegateThenSendsEditingChangedPerCharacter() {
        field.becomeFirstResponder()
        delegate.log.removeAll()
        #expect(host.type("hi"))
        #expect(field.text == "hi")
        #expect(recorder.log == ["begin", "changed", "changed"])
        #expect(delegate.log == ["shouldChange", "didChangeSelection", "shouldChange", "didChangeSelection"])
        #expect(delegate.changes.map(\.range) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(delegate.changes.map(\.string) == ["h", "i"])
    }

    @Test func anEditTheDelegateRefusesIsDropped() {
        delegate.changeFilter = { _, string in string.allSatisfy(\.isNumber) }
        field.becomeFirstResponder()
        host.type("1a2")
        #expect(field.text == "12")
        #expect(recorder.log.filter { $0 == "changed" }.count == 2)
    }

    @Test func settingTextInCodeSendsNothingAndReadsEmptyForNil() {
        field.becomeFirstResponder()
        recorder.log.removeAll()
        delegate.log.removeAll()
        field.text = "code"
        #expect(field.text == "code")
        field.text = nil
        #expect(field.text == "")
        #expect(recorder.log.isEmpty)
        #expect(delegate.log.isEmpty)
    }

    @Test func resigningEndsEditingWithTheDelegatesPermission() {
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.log.suffix(3) == ["shouldEnd", "shouldEnd", "didEnd"])
        #expect(recorder.log == ["begin", "end"])
    }

    @Test func leavingTheWindowEndsEditingEvenWhenTheDelegateRefuses() {
        field.becomeFirstResponder()
        delegate.allowsEnd = false
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        #expect(delegate.log.last == "didEnd")
        #expect(recorder.log == ["begin", "end"])
    }

    @Test func returnWithoutAnExitTargetKeepsEditing() {
        let plain = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        host.window.addSubview(plain)
        plain.becomeFirstResponder()
        host.type("\n")
        #expect(plain.isEditing)
    }

    @Test func returnWithAnExitTargetSendsTheEventsAndResigns() {
        field.becomeFirstResponder()
        host.type("\n")
        #expect(delegate.log.contains("shouldReturn"))
        #expect(recorder.log == ["begin", "primary", "exit", "end"])
        #expect(!field.isEditing)
    }

    @Test func returnRefusedByTheDelegateSendsNothing() {
        delegate.allowsReturn = false
        field.becomeFirstResponder()
        host.pressKey(.keyboardReturnOrEnter)
        #expect(recorder.log == ["begin"])
        #expect(field.isEditing)
    }

    @Test func aDelegateThatResignsInShouldReturnEndsEditing() {
        let plain = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        host.window.addSubview(plain)
        plain.delegate = delegate
        delegate.resignsOnReturn = true
        plain.becomeFirstResponder()
        host.pressKey(.keyboardReturnOrEnter)
        #expect(!plain.isEditing)
        #expect(delegate.log.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd"])
    }

    @Test func aPrimaryActionRunsOnReturn() {
        var ran = 0
        let withAction = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34),
                                     primaryAction: UIAction { _ in ran += 1 })
        host.window.addSubview(withAction)
        withAction.becomeFirstResponder()
        host.type("go\n")
        #expect(ran == 1)
    }

    @Test func theNotificationsFollowTheEditingSession() {
        var names: [String] = []
        let center = NotificationCenter.default
        let observers = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                         UITextField.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: field, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { names.append(name) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        field.becomeFirstResponder()
        host.type("a")
        field.resignFirstResponder()
        #expect(names == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                          "UITextFieldTextDidEndEditingNotification"])
    }

    @Test func clearsOnBeginEditingEmptiesTheField() {
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
    }

    @Test func aFocusedFieldBeginsEditingOnReturn() {
        host.pressKey(.keyboardTab)
        #expect(field.isFocused)
        host.pressKey(.keyboardReturnOrEnter)
        #expect(field.isEditing)
    }

    @Test func typingWithNothingEditingIsNotTaken() {
        #expect(!host.type("x"))
        #expect(field.text == "")
    }
}

/// `UIView.endEditing(_:)`: the first responder inside the view resigns, forced or asking the delegate.
@MainActor
@Suite struct UIViewEndEditingTests {
    let host = TestHost()
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    let delegate = TextFieldDelegateRecorder()

    init() {
        host.window.addSubview(form)
        form.addSubview(field)
        field.delegate = delegate
        field.becomeFirstResponder()
    }

    @Test func endEditingAsksTheDelegateUnlessForced() {
        delegate.allowsEnd = false
        #expect(!form.endEditing(false))
        #expect(field.isEditing)
        #expect(form.endEditing(true))
        #expect(!field.isEditing)
        #expect(delegate.log.filter { $0 == "shouldEnd" }.count == 1)
        #expect(!host.runtime.keyboard.isVisible)
    }

    @Test func endEditingOnAnotherViewLeavesTheFieldAlone() {
        let other = UIView(frame: .zero)
        host.window.addSubview(other)
        #expect(other.endEditing(true))
        #expect(field.isEditing)
    }
}
