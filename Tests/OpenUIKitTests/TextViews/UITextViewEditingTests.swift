import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Editing a text view in virtual time, as UIKit documents `UITextView` and `UITextViewDelegate`:
/// the delegate's questions and news and the notifications in UIKit's order, typing, Return, Backspace,
/// the selection and the keyboard.
@MainActor
@Suite struct UITextViewEditingTests {
    let host = TestHost()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
    let delegate = TextViewDelegateRecorder()

    init() {
        host.window.addSubview(textView)
        textView.delegate = delegate
    }

    /// Records the text view notifications and the delegate's calls in one log, in the order they came.
    private func observingNotifications(_ body: () -> Void) -> [String] {
        let names: [(Notification.Name, String)] = [(UITextView.textDidBeginEditingNotification, "beginNote"),
                                                    (UITextView.textDidChangeNotification, "changeNote"),
                                                    (UITextView.textDidEndEditingNotification, "endNote")]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: textView, queue: nil) { _ in
                MainActor.assumeIsolated { delegate.log.append(label) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        body()
        return delegate.log
    }

    @Test func defaultsAreUIKits() {
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.font == .preferredFont(forTextStyle: .body))
        #expect(textView.textColor == .black)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.dataDetectorTypes == [] && !textView.allowsEditingTextAttributes)
        #expect(textView.keyboardDismissMode == .none)
        #expect(textView.autocapitalizationType == .sentences)
    }

    @Test func aTapBeginsEditingWithTheDelegateAndNotificationInOrder() {
        let log = observingNotifications { host.tap(textView) }
        #expect(log.prefix(3) == ["shouldBegin", "didBegin", "beginNote"])
        #expect(textView.isFirstResponder)
        #expect(host.runtime.keyboard.isVisible)
    }

    @Test func aDelegateThatRefusesKeepsTheViewFromEditing() {
        delegate.allowsBegin = false
        host.tap(textView)
        #expect(!textView.isFirstResponder)
        #expect(!host.runtime.keyboard.isVisible)
    }

    @Test func aViewThatIsNotEditableDoesNotBecomeFirstResponder() {
        textView.isEditable = false
        host.tap(textView)
        #expect(!textView.isFirstResponder)
        #expect(!textView.becomeFirstResponder())
        #expect(delegate.log.isEmpty)
    }

    @Test func typingAsksThenTellsSelectionThenChangeThenPostsPerCharacter() {
        textView.becomeFirstResponder()
        delegate.log.removeAll()
        let log = observingNotifications { #expect(host.type("hi")) }
        #expect(textView.text == "hi")
        #expect(log == ["shouldChange", "didChangeSelection", "didChange", "changeNote",
                        "shouldChange", "didChangeSelection", "didChange", "changeNote"])
        #expect(delegate.changes.map(\.range) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0)])
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func returnInsertsALineBreakTheDelegateCanVeto() {
        textView.becomeFirstResponder()
        host.type("a\nb")
        #expect(textView.text == "a\nb")
        #expect(delegate.changes.map(\.text) == ["a", "\n", "b"])
        // A chat box sends on Return: the delegate refuses the line break.
        delegate.changeFilter = { _, text in text != "\n" }
        host.type("\n")
        host.runtime.application.handleTextInput("\n")
        #expect(textView.text == "a\nb")
    }

    @Test func anEditTheDelegateRefusesIsDroppedAndTellsNothingMore() {
        delegate.changeFilter = { _, text in text.allSatisfy(\.isNumber) }
        textView.becomeFirstResponder()
        delegate.log.removeAll()
        host.type("1x2")
        #expect(textView.text == "12")
        #expect(delegate.log.filter { $0 == "didChange" }.count == 2)
        #expect(delegate.log.filter { $0 == "shouldChange" }.count == 3)
    }

    @Test func settingTextInCodeTellsNothingAndPutsTheInsertionPointAtTheEnd() {
        textView.becomeFirstResponder()
        delegate.log.removeAll()
        let log = observingNotifications { textView.text = "code" }
        #expect(log.isEmpty)
        #expect(textView.selectedRange == NSRange(location: 4, length: 0))
        textView.text = nil
        #expect(textView.text == "")
    }

    @Test func backspaceDeletesAWholeCharacterAndInsertTextReplacesTheSelection() {
        textView.text = "café 👍🏽"
        textView.becomeFirstResponder()
        textView.deleteBackward()
        #expect(textView.text == "café ")
        textView.selectedRange = NSRange(location: 0, length: 4)
        textView.insertText("tea")
        #expect(textView.text == "tea ")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test func settingTheSelectionClampsItAndTellsTheDelegate() {
        textView.text = "hello"
        delegate.log.removeAll()
        textView.selectedRange = NSRange(location: 1, length: 99)
        #expect(textView.selectedRange == NSRange(location: 1, length: 4))
        #expect(delegate.log == ["didChangeSelection"])
        textView.selectedRange = NSRange(location: 1, length: 4)
        #expect(delegate.log == ["didChangeSelection"])
    }

    @Test func resigningAsksTheDelegateThenTellsAndPostsInOrder() {
        textView.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        delegate.allowsEnd = true
        delegate.log.removeAll()
        let log = observingNotifications { #expect(textView.resignFirstResponder()) }
        #expect(log == ["shouldEnd", "didEnd", "endNote"])
        #expect(!host.runtime.keyboard.isVisible)
    }

    @Test func endEditingForcedDoesNotAskTheDelegate() {
        textView.becomeFirstResponder()
        delegate.allowsEnd = false
        #expect(!host.window.endEditing(false))
        delegate.log.removeAll()
        #expect(host.window.endEditing(true))
        #expect(delegate.log == ["didEnd"])
        #expect(!textView.isFirstResponder)
    }

    @Test func theEditingKeysAreShared() {
        textView.text = "one two"
        textView.becomeFirstResponder()
        host.pressKey(.keyboardLeftArrow)
        host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        #expect(textView.selectedRange == NSRange(location: 5, length: 1))
        host.pressKey(.keyboardA, modifierFlags: .command)
        host.pressKey(.keyboardC, modifierFlags: .command)
        #expect(UIPasteboard.general.string == "one two")
        host.pressKey(.keyboardRightArrow)
        host.pressKey(.keyboardReturnOrEnter)
        host.pressKey(.keyboardV, modifierFlags: .control)
        #expect(textView.text == "one two\none two")
        host.pressKey(.keyboardHome)
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        host.pressKey(.keyboardUpArrow)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        host.pressKey(.keyboardEnd)
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(textView.text == "one tw\none two")
    }

    @Test func aTapWhileEditingMovesTheInsertionPointToTheNearestCharacter() {
        textView.text = "abcdef"
        textView.becomeFirstResponder()
        // The estimating measurer advances 8.5 points a character in the 17-point body font; text starts
        // at the line fragment padding, 5 points in.
        let point = textView.convert(CGPoint(x: 5 + 8.5 * 2 + 1, y: 8 + 4), to: host.window)
        host.tap(at: point)
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func theCaretBlinksInVirtualTime() {
        textView.becomeFirstResponder()
        #expect(textView.isCaretShown)
        host.advance(by: UITextView.caretBlinkInterval)
        #expect(!textView.isCaretShown)
        host.type("x")
        #expect(textView.isCaretShown)
        textView.resignFirstResponder()
        #expect(!textView.isCaretShown)
    }

    @Test func typingInAFullViewScrollsTheInsertionPointIntoView() {
        textView.becomeFirstResponder()
        host.type(String(repeating: "line\n", count: 12))
        host.window.layoutIfNeeded()
        #expect(textView.contentOffset.y > 0)
        let caret = textView.caretRect(at: textView.selectedRange.location)
        #expect(textView.bounds.contains(CGPoint(x: caret.minX, y: caret.maxY - 1)))
    }
}
