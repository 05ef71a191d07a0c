/// Typed text's way into the app: one entry point, as ``UIApplication/handle(_:in:)`` is for pointers.
extension UIApplication {
    /// Whether the first responder takes typed text (adopts ``UIKeyInput``): while it does, a window
    /// host collects text input (SDL's `SDL_StartTextInput`), as iOS shows the keyboard.
    public var acceptsTextInput: Bool { firstResponder is UIKeyInput }

    /// Gives typed `text` to the first responder if it takes text (``UIKeyInput/insertText(_:)``), as
    /// the keyboard's characters reach the first responder on iOS. Returns whether it was taken; with
    /// no text input first responder the text is dropped.
    @discardableResult
    public func handleTextInput(_ text: String) -> Bool {
        guard let input = firstResponder as? UIKeyInput, !text.isEmpty else { return false }
        input.insertText(text)
        return true
    }
}
