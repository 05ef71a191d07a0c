import Foundation

/// The keys a text field handles while it edits, from a hardware keyboard (the window host) or a test:
/// what UIKit's text input does with them on an iPad.
extension UITextField {
    /// Handles `key` while editing; returns whether the field used it (then nothing else sees it).
    ///
    /// - Return / keypad Enter: the Return key (see `returnKeyPressed()`: `textFieldShouldReturn`,
    ///   `.editingDidEndOnExit`).
    /// - Backspace and Delete: ``deleteBackward()`` and delete forward.
    /// - Left / Right: the caret moves by one character; with a selection, it goes to the selection's
    ///   start / end. Up / Home go to the start, Down / End to the end. With Shift, each extends the
    ///   selection from where it began instead.
    /// - Command or Control with A, C, X, V: select all, copy, cut, paste (the Mac's and Linux's
    ///   shortcuts).
    /// - Space is claimed without effect: the space itself arrives as typed text (``insertText(_:)``),
    ///   so it must not also press the focused control.
    /// Tab, Escape and other keys are left to the focus system.
    func handleEditingKey(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> Bool {
        guard isEditing else { return false }
        let length = (storedText as NSString).length
        let extending = modifierFlags.contains(.shift)
        if !modifierFlags.isDisjoint(with: [.command, .control]) {
            switch key {
            case .keyboardA: selectAll(nil)
            case .keyboardC: copy(nil)
            case .keyboardX: cut(nil)
            case .keyboardV: paste(nil)
            default: return false
            }
            return true
        }
        switch key {
        case .keyboardReturnOrEnter, .keypadEnter:
            returnKeyPressed()
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardDeleteForward:
            deleteForward()
        case .keyboardLeftArrow:
            moveCaret(to: previousCharacterOffset(), collapsingTo: selectedRange.location, extending: extending)
        case .keyboardRightArrow:
            moveCaret(to: nextCharacterOffset(), collapsingTo: NSMaxRange(selectedRange), extending: extending)
        case .keyboardUpArrow, .keyboardHome:
            moveCaret(to: 0, collapsingTo: 0, extending: extending)
        case .keyboardDownArrow, .keyboardEnd:
            moveCaret(to: length, collapsingTo: length, extending: extending)
        case .keyboardSpacebar:
            break
        default:
            return false
        }
        return true
    }

    /// Moves the caret to `offset` (extending the selection), or — without Shift and with a selection
    /// — collapses the selection to `collapsed`, as the arrow keys do in UIKit.
    private func moveCaret(to offset: Int, collapsingTo collapsed: Int, extending: Bool) {
        if extending {
            setSelection(anchor: selectionAnchor, caret: offset)
        } else if selectedRange.length > 0 {
            setSelection(anchor: collapsed, caret: collapsed)
        } else {
            setSelection(anchor: offset, caret: offset)
        }
    }

    private func previousCharacterOffset() -> Int {
        guard caretOffset > 0 else { return 0 }
        return (storedText as NSString).rangeOfComposedCharacterSequence(at: caretOffset - 1).location
    }

    private func nextCharacterOffset() -> Int {
        let text = storedText as NSString
        guard caretOffset < text.length else { return text.length }
        return NSMaxRange(text.rangeOfComposedCharacterSequence(at: caretOffset))
    }
}
