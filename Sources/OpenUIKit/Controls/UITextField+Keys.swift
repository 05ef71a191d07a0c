import Foundation

/// The keys a text field handles while it edits, from a hardware keyboard (the window host) or a test:
/// what UIKit's text input does with them on an iPad (``TextEditing/handleEditingKey(_:modifierFlags:)``,
/// shared with ``UITextView``).
extension UITextField: TextEditing {
    /// A field is one line: Up and Home go to the start of the text, Down and End to its end.
    func caretOffset(forLineKey key: UIKeyboardHIDUsage) -> Int {
        key == .keyboardUpArrow || key == .keyboardHome ? 0 : textLength
    }
}
