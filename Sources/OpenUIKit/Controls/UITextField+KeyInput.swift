import Foundation

/// Typed text (``UIKeyInput``) and the standard edit actions (copy, cut, paste, select all), as
/// UIKit's text field adopts `UIKeyInput` and `UIResponderStandardEditActions`.
extension UITextField {
    /// Whether the field has any text.

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

    /// Deletes the selection, or the character before the caret (a whole composed character: "é",
    /// an emoji), as an edit by the user. Does nothing at the start of the text.
    func deleteCharacterBackward() {
        var range = selectedRange
        if range.length == 0 {
            guard range.location > 0 else { return }
            range = (storedText as NSString).rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        applyUserEdit(replacing: range, with: "")
    }

    /// Deletes the selection, or the character after the caret (the Delete key).
    func deleteForward() {
        var range = selectedRange
        if range.length == 0 {
            guard range.location < (storedText as NSString).length else { return }
            range = (storedText as NSString).rangeOfComposedCharacterSequence(at: range.location)
        }
        applyUserEdit(replacing: range, with: "")
    }

    // MARK: Standard edit actions

    /// The selected text, nil when nothing is selected.
    private var selectedText: String? {
        let range = selectedRange
        guard range.length > 0 else { return nil }
        return (storedText as NSString).substring(with: range)
    }

    /// Copies the selection to ``UIPasteboard/general``. Refused in a secure field, as UIKit refuses
    /// to copy a password.
    func copySelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
    }

    /// Copies the selection to the pasteboard and deletes it (refused in a secure field).
    func cutSelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
        applyUserEdit(replacing: selectedRange, with: "")
    }

    /// Replaces the selection with the pasteboard's text.
    func pasteText() {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        insertText(string)
    }

    /// Selects all the text.
    func selectAllText() {
        setSelection(anchor: 0, caret: (storedText as NSString).length)
    }
}
