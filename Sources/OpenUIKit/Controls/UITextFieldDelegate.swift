import Foundation

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every method is
/// optional in UIKit; here each has UIKit's default behaviour (the `should` methods answer true), so a
/// delegate implements only what it needs.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before editing begins (a tap, `becomeFirstResponder()`); false keeps the field from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends (`resignFirstResponder()`); false keeps the field editing. Not asked
    /// when editing must end: the field left its window.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with why. By default calls ``textFieldDidEndEditing(_:)``, as UIKit calls the
    /// reason-less method when the delegate does not implement this one.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before each edit by the user (typing, Backspace, cut, paste) replaces the characters in
    /// `range` (UTF-16 offsets, as `NSRange` in UIKit) with `string`; false drops the edit. Not asked
    /// when the app sets `text`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection or insertion point changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked when the clear button is tapped; false leaves the text (and sends nothing).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asked when Return is pressed; false ignores the key. See ``UITextField`` for what true does.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// UIKit's default: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// UIKit's default: editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)`` by default, as UIKit calls the reason-less method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// UIKit's default: every edit is made.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing by default.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// UIKit's default: the clear button clears.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// UIKit's default: Return is handled (see ``UITextField``).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
