import OpenUIKit

/// The invariant of the text fields (issue 21, ``FuzzTextEditor``): a text field's text matches the
/// edits applied — the text its editor's model gives by UIKit's rules for typing, Backspace, Delete,
/// replacing a selection, pasting and a delegate's refusal. The scene never sets `text` from code, so
/// any other text is an edit lost, doubled or applied to the wrong range.
extension InvariantChecker {
    /// Checks `field` (node `index`) against the text the edits applied give.
    func checkText(of field: UITextField, index: Int, expected: String) {
        let text = field.text ?? ""
        if text != expected {
            record("text field \(index) reads \"\(text)\", but the edits applied give \"\(expected)\"")
        }
    }
}
