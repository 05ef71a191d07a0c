import Foundation

/// The selection, as the part of UIKit's `UITextInput` apps use to read and move it (a simplification:
/// UIKit's text field adopts the whole protocol, with geometry, marked text and tokenizers).
extension UITextField {
    /// The selection, or the insertion point when it is empty; nil while the field is not editing, as
    /// in UIKit. Setting it moves the selection (clamped to the text) and tells
    /// `textFieldDidChangeSelection`.
    public var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let range = selectedRange
            return UITextRange(start: UITextPosition(offset: range.location),
                               end: UITextPosition(offset: NSMaxRange(range)))
        }
        set {
            guard let newValue else { return }
            setSelection(anchor: newValue.start.offset, caret: newValue.end.offset)
        }
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (storedText as NSString).length) }

    /// The position `offset` UTF-16 units from `position`; nil outside the text (any offset, however
    /// large, answers nil rather than overflowing), as UIKit's.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflowed) = position.offset.addingReportingOverflow(offset)
        guard !overflowed, target >= 0, target <= (storedText as NSString).length else { return nil }
        return UITextPosition(offset: target)
    }

    /// How many UTF-16 units lie from `from` to `toPosition` (negative backwards).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The range between two positions (in either order); nil if either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = (storedText as NSString).length
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else { return nil }
        let start = min(fromPosition.offset, toPosition.offset)
        let end = max(fromPosition.offset, toPosition.offset)
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    /// The text in `range`; nil when the range is outside the text.
    public func text(in range: UITextRange) -> String? {
        let length = (storedText as NSString).length
        guard range.start.offset >= 0, range.end.offset <= length, range.start.offset <= range.end.offset else { return nil }
        return (storedText as NSString).substring(with: NSRange(location: range.start.offset,
                                                                length: range.end.offset - range.start.offset))
    }

    /// Replaces the text in `range` with `text`, as UIKit's `replace(_:withText:)`: as an edit by the
    /// user (the delegate is asked; `.editingChanged` follows).
    public func replace(_ range: UITextRange, withText text: String) {
        applyUserEdit(replacing: NSRange(location: range.start.offset, length: range.end.offset - range.start.offset),
                      with: text)
    }
}
