import Foundation

/// Beginning and ending editing, and edits by the user: the delegate and the notifications, in the
/// order UIKit sends them.
extension UITextView: TextEditing {
    /// Whether editing may begin: the view is editable, in a window, and the delegate allows it.
    func shouldBeginEditing() -> Bool {
        guard canBecomeFirstResponder, window != nil else { return false }
        return textViewDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    func startEditing() {
        isEditing = true
        let end = textLength
        selectionAnchor = end
        caretOffset = end
        setNeedsDisplay()
        startCaretBlink()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Resigns first responder; `forced` skips `textViewShouldEndEditing`, as does leaving the window.
    func resign(forced: Bool) -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        let asks = !forced && window != nil
        if asks, textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        stopCaretBlink()
        setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Replaces `range` with `replacement` as the user does (typing, Return, Backspace, cut, paste):
    /// asks the delegate (`shouldChangeTextIn`), then changes the text, puts the insertion point after
    /// the replacement, keeps it in view (when the view scrolls), and tells `textViewDidChangeSelection`, `textViewDidChange`
    /// and ``textDidChangeNotification``, in UIKit's order. Returns whether the edit was made.
    @discardableResult
    func applyUserEdit(replacing range: NSRange, with replacement: String) -> Bool {
        let range = clampedRange(range)
        if let delegate = textViewDelegate,
           !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return false
        }
        guard replaceCharacters(in: range, with: replacement) else { return false }
        textLayoutDidChange()
        // A view that scrolls keeps the insertion point in view; one that does not grows instead.
        if isScrollEnabled { scrollRangeToVisible(NSRange(location: caretOffset, length: 0)) }
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    /// Moves the selection (clamped) and tells `textViewDidChangeSelection` if it changed.
    func setSelection(anchor: Int, caret: Int) {
        guard moveSelection(anchor: anchor, caret: caret) else { return }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Return from a hardware keyboard inserts a line break, as the on-screen keyboard's does.
    func returnKeyPressed() {
        insertText("\n")
    }

    /// Replaces the whole text as the app does (``text``): nothing is told; insertion point at the end.
    func replaceAllText(with string: String) {
        storedText = string
        let end = textLength
        selectionAnchor = end
        caretOffset = end
        textLayoutDidChange()
    }

    /// A tap begins editing when the view is editable and not editing, or moves the insertion point
    /// to the character boundary nearest the tap while it edits, as UIKit's text view.
    func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, isEditable else { return }
        if !isEditing {
            guard becomeFirstResponder() else { return }
        }
        let offset = closestOffset(to: recognizer.location(in: self))
        setSelection(anchor: offset, caret: offset)
    }
}
