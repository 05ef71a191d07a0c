/// Ending text editing anywhere in a view, as UIKit's `endEditing(_:)` ("dismiss the keyboard" when the
/// user taps outside a form, or before submitting it).
extension UIView {
    /// Makes the first responder resign if it is this view or inside it, as UIKit: with `force` true
    /// it resigns whatever its text field's or text view's delegate says (`…ShouldEndEditing` is not asked);
    /// with false the delegate may keep it editing. Returns whether no first responder is left in
    /// this view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let application = window?.application,
              let responder = application.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if let editor = responder as? any TextEditing {
            return editor.resign(forced: force)
        }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        application.firstResponder = nil
        return true
    }
}
