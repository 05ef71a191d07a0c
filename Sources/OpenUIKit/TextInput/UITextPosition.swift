import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`. UIKit leaves its contents to each
/// input; OpenUIKit's text field counts UTF-16 code units from the start, as `NSRange` does.
@MainActor
open class UITextPosition: NSObject {
    /// UTF-16 code units from the start of the text.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    /// Two positions are equal when they are at the same offset.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextPosition else { return false }
        return offset == other.offset
    }

    /// Hashes the offset, consistent with ``isEqual(_:)``.
    nonisolated open override var hash: Int { offset.hashValue }
}
