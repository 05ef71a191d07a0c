import Foundation

/// What UIKit's two editable text views share — ``UITextField`` and ``UITextView`` — written once:
/// the text and selection as UTF-16 offsets, the blinking caret, Backspace and Delete by whole
/// characters, the standard edit actions (copy, cut, paste, select all) and the editing keys of a
/// hardware keyboard. Each view keeps what differs: its delegate, its events, what Return does and
/// how the caret moves between lines.
@MainActor
protocol TextEditing: UIView, UIKeyInput {
    /// The text (never nil).
    var storedText: String { get set }
    /// The selection: where it started and where the caret is; equal when nothing is selected.
    var selectionAnchor: Int { get set }
    var caretOffset: Int { get set }
    /// Whether the view is editing (first responder, taking typed text).
    var isEditing: Bool { get }
    /// The caret's blinking on the app's scheduler, and whether it shows now.
    var caretBlink: (scheduler: Scheduler, token: Scheduler.Token)? { get set }
    var isCaretShown: Bool { get set }

    /// Replaces `range` with `replacement` as the user does, asking the view's delegate first;
    /// returns whether the edit was made.
    @discardableResult
    func applyUserEdit(replacing range: NSRange, with replacement: String) -> Bool
    /// Moves the selection (clamped) and tells the view's delegate.
    func setSelection(anchor: Int, caret: Int)
    /// Return or keypad Enter was pressed on a hardware keyboard.
    func returnKeyPressed()
    /// Ends editing; `forced` skips the delegate's `shouldEndEditing` (``UIView/endEditing(_:)``).
    func resign(forced: Bool) -> Bool
    /// Where Up, Down, Home or End moves the caret from ``caretOffset``.
    func caretOffset(forLineKey key: UIKeyboardHIDUsage) -> Int

    func copy(_ sender: Any?)
    func cut(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

// MARK: Selection

extension TextEditing {
    /// The selected range (UTF-16 offsets); empty at the caret when nothing is selected.
    var selectionRange: NSRange {
        NSRange(location: min(selectionAnchor, caretOffset), length: abs(caretOffset - selectionAnchor))
    }

    /// The text's length in UTF-16 units.
    var textLength: Int { (storedText as NSString).length }

    /// Sets the selection, clamped to the text; returns whether it changed (then the view redraws and
    /// the caret shows for a full interval, as UIKit keeps it shown while it moves).
    func moveSelection(anchor: Int, caret: Int) -> Bool {
        let length = textLength
        let anchor = min(max(anchor, 0), length)
        let caret = min(max(caret, 0), length)
        guard anchor != selectionAnchor || caret != caretOffset else { return false }
        selectionAnchor = anchor
        caretOffset = caret
        setNeedsLayout()
        setNeedsDisplay()
        restartCaretBlink()
        return true
    }

    /// Replaces `range` with `replacement` once the delegate allowed the edit, and puts the caret after
    /// it (showing it for a full interval). The delegate may have changed the text itself while asked
    /// (a formatter that sets `text` and answers true): the range is checked against the text as it
    /// is now, and false returned, with nothing changed, when it no longer fits.
    func replaceCharacters(in range: NSRange, with replacement: String) -> Bool {
        let current = storedText as NSString
        guard NSMaxRange(range) <= current.length else { return false }
        storedText = current.replacingCharacters(in: range, with: replacement)
        let caret = range.location + (replacement as NSString).length
        selectionAnchor = caret
        caretOffset = caret
        restartCaretBlink()
        return true
    }

    /// `range` clamped to the text.
    func clampedRange(_ range: NSRange) -> NSRange {
        let length = textLength
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }

    /// The offset one character (composed character sequence) before the caret.
    func previousCharacterOffset() -> Int {
        guard caretOffset > 0 else { return 0 }
        return (storedText as NSString).rangeOfComposedCharacterSequence(at: caretOffset - 1).location
    }

    /// The offset one character after the caret.
    func nextCharacterOffset() -> Int {
        let text = storedText as NSString
        guard caretOffset < text.length else { return text.length }
        return NSMaxRange(text.rangeOfComposedCharacterSequence(at: caretOffset))
    }
}

// MARK: The caret

extension TextEditing {
    /// How long the caret shows, then hides: iOS blinks the insertion point about once a second,
    /// half on and half off, and keeps it shown while the user types or moves it.
    static var caretBlinkInterval: TimeInterval { 0.5 }

    /// Shows the caret and starts blinking it (editing began).
    func startCaretBlink() {
        stopCaretBlink()
        isCaretShown = true
        scheduleCaretToggle()
    }

    /// Shows the caret again for a full interval after an edit or a move, as UIKit does.
    func restartCaretBlink() {
        guard isEditing else { return }
        startCaretBlink()
        setNeedsDisplay()
    }

    /// Stops blinking and hides the caret (editing ended, or the view went away).
    func stopCaretBlink() {
        if let blink = caretBlink { blink.scheduler.cancel(blink.token) }
        caretBlink = nil
        isCaretShown = false
    }

    private func scheduleCaretToggle() {
        let scheduler = window?.application.runtime?.scheduler ?? Scheduler.main
        let token = scheduler.schedule(after: Self.caretBlinkInterval) { [weak self] in
            guard let self, self.isEditing else { return }
            self.isCaretShown.toggle()
            self.setNeedsDisplay()
            self.scheduleCaretToggle()
        }
        caretBlink = token.map { (scheduler, $0) }
    }
}

// MARK: Deleting and the standard edit actions

extension TextEditing {
    /// Deletes the selection, or the character before the caret (a whole composed character: "é",
    /// an emoji), as an edit by the user. Does nothing at the start of the text.
    func deleteCharacterBackward() {
        var range = selectionRange
        if range.length == 0 {
            guard range.location > 0 else { return }
            range = (storedText as NSString).rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        applyUserEdit(replacing: range, with: "")
    }

    /// Deletes the selection, or the character after the caret (the Delete key).
    func deleteForward() {
        var range = selectionRange
        if range.length == 0 {
            guard range.location < textLength else { return }
            range = (storedText as NSString).rangeOfComposedCharacterSequence(at: range.location)
        }
        applyUserEdit(replacing: range, with: "")
    }

    /// The selected text, nil when nothing is selected.
    private var selectedText: String? {
        let range = selectionRange
        guard range.length > 0 else { return nil }
        return (storedText as NSString).substring(with: range)
    }

    /// Copies the selection to ``UIPasteboard/general``. Refused in secure text entry, as UIKit refuses
    /// to copy a password.
    func copySelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
    }

    /// Copies the selection to the pasteboard and deletes it (refused in secure text entry).
    func cutSelection() {
        guard !isSecureTextEntry, let selectedText else { return }
        UIPasteboard.general.string = selectedText
        applyUserEdit(replacing: selectionRange, with: "")
    }

    /// Replaces the selection with the pasteboard's text.
    func pasteText() {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        insertText(string)
    }

    /// Selects all the text.
    func selectAllText() {
        setSelection(anchor: 0, caret: textLength)
    }
}

// MARK: Keys

extension TextEditing {
    /// Handles `key` while editing; returns whether the view used it (then nothing else sees it).
    ///
    /// - Return / keypad Enter: ``returnKeyPressed()`` (a field's `textFieldShouldReturn`; a text
    ///   view's line break).
    /// - Backspace and Delete: ``UIKeyInput/deleteBackward()`` and delete forward.
    /// - Left / Right: the caret moves by one character; with a selection, it goes to the selection's
    ///   start / end. Up, Down, Home and End go where ``caretOffset(forLineKey:)`` says. With Shift,
    ///   each extends the selection from where it began instead.
    /// - Command or Control with A, C, X, V: select all, copy, cut, paste (the Mac's and Linux's
    ///   shortcuts).
    /// - Space is claimed without effect: the space itself arrives as typed text
    ///   (``UIKeyInput/insertText(_:)``), so it must not also press the focused control.
    /// Tab, Escape and other keys are left to the focus system.
    func handleEditingKey(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) -> Bool {
        guard isEditing else { return false }
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
            moveCaret(to: previousCharacterOffset(), collapsingTo: selectionRange.location, extending: extending)
        case .keyboardRightArrow:
            moveCaret(to: nextCharacterOffset(), collapsingTo: NSMaxRange(selectionRange), extending: extending)
        case .keyboardUpArrow, .keyboardHome, .keyboardDownArrow, .keyboardEnd:
            let offset = caretOffset(forLineKey: key)
            moveCaret(to: offset, collapsingTo: offset, extending: extending)
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
        } else if selectionRange.length > 0 {
            setSelection(anchor: collapsed, caret: collapsed)
        } else {
            setSelection(anchor: offset, caret: offset)
        }
    }
}
