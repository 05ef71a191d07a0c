import Foundation

/// Typed text (``UIKeyInput``), as UIKit's text field adopts `UIKeyInput`; Backspace and the standard
/// edit actions (copy, cut, paste, select all) are ``TextEditing``'s, shared with ``UITextView``.
extension UITextField {
    /// Inserts `text` at the caret, replacing the selection, as an edit by the user (the delegate is
    /// asked; `.editingChanged` follows). A line break alone is the Return key, as the on-screen
    /// keyboard's Return reaches a field through `insertText("\n")`; line breaks inside longer text
    /// (a paste) become spaces, since the field holds one line.
    func insertTypedText(_ text: String) {
        if text == "\n" || text == "\r" {
            returnKeyPressed()
            return
        }
        let line = String(text.map { $0.isNewline ? " " : $0 })
        guard !line.isEmpty || selectedRange.length > 0 else { return }
        applyUserEdit(replacing: selectedRange, with: line)
    }
}
