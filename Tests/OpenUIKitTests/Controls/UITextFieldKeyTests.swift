import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Editing keys, the selection and the clipboard, as a text field on an iPad with a hardware keyboard.
@MainActor
@Suite struct UITextFieldKeyTests {
    let host = TestHost()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))

    init() {
        host.window.addSubview(field)
        field.becomeFirstResponder()
    }

    private var selection: NSRange? {
        guard let range = field.selectedTextRange else { return nil }
        return NSRange(location: field.offset(from: field.beginningOfDocument, to: range.start),
                       length: field.offset(from: range.start, to: range.end))
    }

    @Test func backspaceDeletesAWholeCharacter() {
        host.type("ok👍🏽")
        host.deleteBackward()
        #expect(field.text == "ok")
        host.deleteBackward(count: 5)
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    @Test func arrowsMoveTheCaretAndTypingInsertsThere() {
        host.type("ac")
        host.pressKey(.keyboardLeftArrow)
        host.type("b")
        #expect(field.text == "abc")
        host.pressKey(.keyboardHome)
        host.type(">")
        host.pressKey(.keyboardEnd)
        host.type("<")
        #expect(field.text == ">abc<")
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        host.type("hello")
        host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        #expect(selection == NSRange(location: 3, length: 2))
        host.type("p!")
        #expect(field.text == "help!")
        host.pressKey(.keyboardHome, modifierFlags: .shift)
        #expect(selection == NSRange(location: 0, length: 5))
        host.pressKey(.keyboardRightArrow)
        #expect(selection == NSRange(location: 5, length: 0), "an arrow collapses the selection to its end")
    }

    @Test func copyAndPasteGoThroughTheRuntimesPasteboard() {
        host.type("abc")
        host.pressKey(.keyboardA, modifierFlags: .command)
        host.pressKey(.keyboardC, modifierFlags: .command)
        #expect(host.runtime.pasteboard.string == "abc")
        host.pressKey(.keyboardEnd)
        host.pressKey(.keyboardV, modifierFlags: .control)
        #expect(field.text == "abcabc")
    }

    @Test func cutRemovesTheSelection() {
        host.type("abc")
        host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        host.pressKey(.keyboardX, modifierFlags: .command)
        #expect(field.text == "ab")
        #expect(UIPasteboard.general.string == "c")
    }

    @Test func aSecureFieldRefusesToCopy() {
        field.isSecureTextEntry = true
        host.type("secret")
        host.pressKey(.keyboardA, modifierFlags: .command)
        host.pressKey(.keyboardC, modifierFlags: .command)
        host.pressKey(.keyboardX, modifierFlags: .command)
        #expect(host.runtime.pasteboard.string == nil)
        #expect(field.text == "secret")
    }

    @Test func pastedLineBreaksBecomeSpaces() {
        host.runtime.pasteboard.string = "two\nlines"
        field.paste(nil)
        #expect(field.text == "two lines")
    }

    @Test func spaceWhileEditingDoesNotPressTheFocusedButton() {
        var pressed = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in pressed += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 44)
        host.window.addSubview(button)
        host.pressKey(.keyboardTab)
        #expect(button.isFocused)
        host.pressKey(.keyboardSpacebar)
        #expect(pressed == 0)
        field.resignFirstResponder()
        host.pressKey(.keyboardSpacebar)
        #expect(pressed == 1)
    }

    @Test func theSelectionCanBeSetThroughTextRanges() {
        host.type("abcdef")
        let start = field.position(from: field.beginningOfDocument, offset: 1)!
        let end = field.position(from: start, offset: 3)!
        field.selectedTextRange = field.textRange(from: end, to: start)
        #expect(selection == NSRange(location: 1, length: 3))
        #expect(field.text(in: field.selectedTextRange!) == "bcd")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.endOfDocument, offset: .max) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: .min) == nil)
        field.replace(field.selectedTextRange!, withText: "X")
        #expect(field.text == "aXef")
    }

    @Test func aTapWhileEditingMovesTheCaretToTheNearestCharacter() {
        host.type("abcdef")
        let x = field.xPosition(ofOffset: 2)
        host.tap(at: field.convert(CGPoint(x: x + 1, y: 17), to: host.window))
        #expect(selection == NSRange(location: 2, length: 0))
    }

    @Test func noSelectionIsReportedOutsideEditing() {
        field.resignFirstResponder()
        #expect(field.selectedTextRange == nil)
    }
}
