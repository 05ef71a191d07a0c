extension UITextField {
    /// When an overlay view (the clear button, ``UITextField/leftView``, ``UITextField/rightView``)
    /// shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the field is editing.
        case whileEditing
        /// Only while the field is not editing.
        case unlessEditing
        /// Always.
        case always

        /// Whether the overlay shows when the field's editing state is `isEditing`.
        func shows(isEditing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            case .always: true
            }
        }
    }
}
