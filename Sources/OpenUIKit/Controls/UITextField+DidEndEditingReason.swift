extension UITextField {
    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`, passed to
    /// `UITextFieldDelegate.textFieldDidEndEditing(_:reason:)`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder (Return, another field took over, the app asked).
        case committed
        /// UIKit's reason for editing that was cancelled (e.g. by the system); OpenUIKit reports
        /// `committed` for every ending, as each one keeps the text.
        case cancelled
    }
}
