import Foundation
import OpenUIKit

/// A text view delegate that logs each call and answers as told, for the text view tests.
@MainActor
final class TextViewDelegateRecorder: UITextViewDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    /// Decides each edit; nil allows every one.
    var changeFilter: ((NSRange, String) -> Bool)?
    var changes: [(range: NSRange, text: String)] = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange")
        changes.append((range, text))
        return changeFilter?(range, text) ?? true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
}
