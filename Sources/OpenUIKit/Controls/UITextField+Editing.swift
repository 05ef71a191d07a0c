import Foundation

/// Beginning and ending editing: first responder, the delegate, the editing events and notifications.
extension UITextField {
    /// Begins editing if the field can (enabled, in a window) and the delegate allows it
    /// (`textFieldShouldBeginEditing`), making the field first responder: then
    /// `textFieldDidBeginEditing`, `.editingDidBegin` and ``textDidBeginEditingNotification``, in that
    /// order. Returns whether the field is first responder afterwards.
    func shouldBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        return true
    }

    /// Ends editing if the delegate allows it (`textFieldShouldEndEditing`; not asked when the field
    /// left its window, where editing must end, as UIKit documents for `textFieldDidEndEditing`):
    /// then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and
    /// ``textDidEndEditingNotification``. Returns whether the field resigned.
    func shouldResignFirstResponder() -> Bool {
        !(window != nil && delegate?.textFieldShouldEndEditing(self) == false)
    }

    func startEditing() {
        isEditing = true
        if clearsOnBeginEditing, !storedText.isEmpty {
            storedAttributes = nil
            storedText = ""
        }
        let end = (storedText as NSString).length
        selectionAnchor = end
        caretOffset = end
        textLookDidChange()
        startCaretBlink()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func finishEditing() {
        isEditing = false
        selectionAnchor = caretOffset
        scrollOffset = 0
        stopCaretBlink()
        textLookDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: Edits by the user

    /// Replaces `range` with `replacement` as the user does (typing, Backspace, cut, paste, clear):
    /// asks the delegate (`shouldChangeCharactersIn`), then changes the text, puts the caret after the
    /// replacement, tells `textFieldDidChangeSelection`, sends `.editingChanged` and posts
    /// ``textDidChangeNotification``. Returns whether the edit was made.
    @discardableResult
    func applyUserEdit(replacing range: NSRange, with replacement: String) -> Bool {
        let range = clampedRange(range)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return false
        }
        guard replaceCharacters(in: range, with: replacement) else { return false }
        textLookDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// Moves the selection (UTF-16 offsets, clamped to the text) and tells the delegate if it changed.
    func setSelection(anchor: Int, caret: Int) {
        guard moveSelection(anchor: anchor, caret: caret) else { return }
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The clear button was tapped: the delegate may refuse (`textFieldShouldClear`: then nothing is
    /// sent); otherwise the text empties as an edit by the user (`.editingChanged`,
    /// ``textDidChangeNotification``). A field that was not editing begins editing, as the tap lands on it.
    func clearButtonTapped() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        if !isEditing { becomeFirstResponder() }
        storedAttributes = nil
        applyUserEdit(replacing: NSRange(location: 0, length: (storedText as NSString).length), with: "")
    }

    /// Return was pressed. When the delegate allows it (`textFieldShouldReturn`, true by default) the
    /// field sends `.primaryActionTriggered` (UIKit's text fields send it on Return, which is what
    /// `init(frame:primaryAction:)` relies on) and `.editingDidEndOnExit`, and then resigns first
    /// responder if something is registered for `.editingDidEndOnExit`: UIKit's long-standing rule
    /// that connecting "Did End On Exit" to any action dismisses the keyboard on Return with no code,
    /// while a field without one keeps editing unless the delegate resigns it in
    /// `textFieldShouldReturn` (Apple: "if you want to dismiss the keyboard when the user taps the return
    /// button, your implementation can call the resignFirstResponder() method").
    func returnKeyPressed() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        guard isEditing else { return }
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if isEditing, registrations.contains(where: { $0.events.contains(.editingDidEndOnExit) }) {
            resignFirstResponder()
        }
    }
}
