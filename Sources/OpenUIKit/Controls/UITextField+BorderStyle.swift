extension UITextField {
    /// The border a text field draws around its text, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border: the text only (UIKit's default).
        case none
        /// A thin dark rectangle.
        case line
        /// A bezel with a darker top edge, as an inset field.
        case bezel
        /// A white, rounded rectangle with a light gray hairline: the look of a standard iOS form field.
        case roundedRect
    }
}
