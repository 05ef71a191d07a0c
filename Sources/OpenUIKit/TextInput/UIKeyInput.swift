/// The simplest text input, as UIKit's `UIKeyInput`: a responder that adopts it and becomes first
/// responder receives typed text (``insertText(_:)``) and Backspace (``deleteBackward()``), and the
/// on-screen keyboard shows while it is first responder (``AppRuntime`` posts the keyboard
/// notifications; see `UIApplication+SoftwareKeyboard.swift`).
///
/// ``UITextField`` adopts it; an app's own view can too (`canBecomeFirstResponder` returning true), as
/// on iOS. A window host sends what the user types here; `TestHost.type(_:)` does in tests.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
