import Foundation

/// A range of a text input's text, as UIKit's `UITextRange`: from ``start`` to ``end``.
@MainActor
open class UITextRange: NSObject {
    /// Where the range begins.
    public let start: UITextPosition
    /// Where the range ends (equal to ``start`` when empty).
    public let end: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the range is empty (an insertion point).
    open var isEmpty: Bool { start.offset == end.offset }
}
