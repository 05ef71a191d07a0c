import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// What a text field draws and how it sizes and places its parts, as iOS 17 shows a field.
@MainActor
@Suite struct UITextFieldLookTests {
    let host = TestHost()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))

    init() {
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
    }

    private var caretFills: [CGRect] {
        field.contentDisplayList.commands.compactMap {
            if case .fill(let rect, let color, _) = $0, rect.width == UITextField.caretWidth, color == field.tintColor {
                return rect
            }
            return nil
        }
    }

    @Test func anEmptyFieldDrawsItsPlaceholderInPlaceholderColor() {
        field.placeholder = "Email"
        let runs = field.contentDisplayList.textRuns
        #expect(runs.map(\.text) == ["Email"])
        #expect(runs.first?.color == .placeholderText)
        field.text = "a@b.c"
        #expect(field.contentDisplayList.textRuns.map(\.text) == ["a@b.c"])
        #expect(field.contentDisplayList.textRuns.first?.color == .label)
    }

    @Test func aSecureFieldDrawsOneBulletPerCharacter() {
        field.isSecureTextEntry = true
        field.text = "pässwörd"
        #expect(field.contentDisplayList.texts == [String(repeating: "\u{2022}", count: 8)])
    }

    @Test func theAttributedTextsLookIsDrawn() {
        field.attributedText = NSAttributedString(string: "Bold", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
        let run = field.contentDisplayList.textRuns.first
        #expect(run?.font == .boldSystemFont(ofSize: 20))
        #expect(run?.color == .systemRed)
        #expect(field.text == "Bold")
        field.text = "Plain"
        #expect(field.contentDisplayList.textRuns.first?.font == field.font)
    }

    @Test func theCaretBlinksOnTheScheduler() {
        field.becomeFirstResponder()
        #expect(caretFills.count == 1)
        host.advance(by: UITextField.caretBlinkInterval)
        #expect(caretFills.isEmpty)
        host.advance(by: UITextField.caretBlinkInterval)
        #expect(caretFills.count == 1)
        host.advance(by: UITextField.caretBlinkInterval)
        host.type("x")
        #expect(caretFills.count == 1, "typing shows the caret at once")
        field.resignFirstResponder()
        #expect(caretFills.isEmpty)
    }

    @Test func theCaretFollowsTheText() {
        field.becomeFirstResponder()
        let before = caretFills.first?.minX ?? 0
        host.type("wide text")
        let after = caretFills.first?.minX ?? 0
        #expect(after > before + 20)
    }

    @Test func longTextScrollsToKeepTheCaretInside() {
        field.becomeFirstResponder()
        host.type(String(repeating: "W", count: 60))
        let caret = caretFills.first
        #expect(caret.map { $0.maxX <= field.bounds.maxX } == true)
        let run = field.contentDisplayList.textRuns.first
        #expect(run.map { $0.frame.minX < 0 } == true, "the start of the text scrolled out to the left")
    }

    @Test func aRoundedRectIsThirtyFourPointsTallAndDrawsItsBorder() {
        #expect(field.intrinsicContentSize.height == 34)
        let strokes = field.contentDisplayList.commands.filter {
            if case .stroke(_, let color, _, let radius) = $0 { return color == .systemGray4 && radius == 5 }
            return false
        }
        #expect(strokes.count == 1)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 17).lineHeight)
        #expect(!field.contentDisplayList.commands.contains { if case .stroke = $0 { return true } else { return false } })
    }

    @Test func theClearButtonShowsByItsModeOverText() {
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        #expect(!field.showsClearButton)
        field.becomeFirstResponder()
        #expect(field.showsClearButton)
        let withButton = field.textRect(forBounds: field.bounds)
        #expect(withButton.maxX <= field.clearButtonRect(forBounds: field.bounds).minX)
        field.text = ""
        #expect(!field.showsClearButton)
    }

    @Test func tappingTheClearButtonClearsUnlessTheDelegateRefuses() {
        let delegate = TextFieldDelegateRecorder()
        field.delegate = delegate
        let recorder = ControlEventRecorder()
        recorder.record(field, [("changed", .editingChanged)])
        field.clearButtonMode = .always
        field.text = "abc"
        let button = field.clearButtonRect(forBounds: field.bounds)
        let point = field.convert(CGPoint(x: button.midX, y: button.midY), to: host.window)
        delegate.allowsClear = false
        host.tap(at: point)
        #expect(field.text == "abc")
        #expect(recorder.log.isEmpty)
        delegate.allowsClear = true
        host.tap(at: point)
        #expect(field.text == "")
        #expect(recorder.log == ["changed"])
        #expect(delegate.log.filter { $0 == "shouldClear" }.count == 2)
    }

    @Test func overlayViewsShowByTheirModes() {
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = badge
        field.rightViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 5, width: 24, height: 24))
        #expect(badge.superview == nil)
        #expect(field.textRect(forBounds: field.bounds).minX >= icon.frame.maxX)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(badge.superview === field && badge.frame == CGRect(x: 170, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).maxX <= badge.frame.minX)
        field.leftViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(icon.superview == nil)
    }

    @Test func traitsAreStored() {
        field.keyboardType = .emailAddress
        field.returnKeyType = .go
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .oneTimeCode
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .go)
        #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no)
        #expect(field.textContentType == .oneTimeCode)
        #expect(UITextField().autocapitalizationType == .sentences)
    }
}

/// A text field's accessibility defaults, as VoiceOver reads a field on iOS.
@MainActor
@Suite struct UITextFieldAccessibilityTests {
    @Test func theFieldReadsItsPlaceholderAndTextButNeverAPassword() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Password"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Password")
        #expect(field.accessibilityValue == nil)
        field.text = "abc"
        #expect(field.accessibilityValue == "abc")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "\u{2022}\u{2022}\u{2022}")
        field.accessibilityLabel = "New password"
        #expect(field.accessibilityLabel == "New password")
        #expect(field.accessibilityTraits == .none)
        field.isEnabled = false
        #expect(field.accessibilityTraits == .notEnabled)
    }
}
