import Foundation

/// Text fields in an alert (a login prompt, a name to save under), as UIKit's
/// `addTextField(configurationHandler:)` and `textFields`.
extension UIAlertController {
    /// The text fields added, in order; nil when there are none, as UIKit's.
    public var textFields: [UITextField]? {
        storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// Adds a text field under the message, configured by `configurationHandler` (placeholder, secure
    /// entry, delegate, targets) before it shows. The first field begins editing when the alert
    /// appears; Return in a field chooses the ``preferredAction``, as in UIKit.
    ///
    /// UIKit raises for an action sheet ("Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert"); here the error is reported as a ``Diagnostic`` with the code
    /// `alert.textFieldInActionSheet` and the sheet is unchanged. ``tryAddTextField(configurationHandler:)``
    /// throws it instead.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        do {
            try tryAddTextField(configurationHandler: configurationHandler)
        } catch {
            Diagnostics.report(Diagnostic(code: error.code, severity: .error, message: error.message))
        }
    }

    /// Adds a text field like ``addTextField(configurationHandler:)`` but throws an ``AlertError``
    /// where UIKit raises.
    public func tryAddTextField(configurationHandler: ((UITextField) -> Void)? = nil) throws(AlertError) {
        guard preferredStyle == .alert else { throw AlertError(kind: .textFieldInActionSheet) }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        field.addAction(UIAction { [weak self] _ in
            guard let self, let action = self.preferredAction else { return }
            self.choose(action)
        }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        storedTextFields.append(field)
        alertView?.updateTextFields()
    }
}
