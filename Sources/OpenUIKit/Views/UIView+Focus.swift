/// A view's side of keyboard focus (the rules are in ``UIFocusSystem``).
extension UIView {
    /// Whether the view has keyboard focus now, as UIKit's `isFocused`.
    public var isFocused: Bool { hasFocus }

    /// Called when something that decides whether the view (or a descendant) can keep focus changed:
    /// hidden, disabled, transparent, not interactive. The window's focus system clears a focus that
    /// can no longer stay.
    func focusabilityMayHaveChanged() {
        window?.storedFocusSystem?.revalidateFocusedItem()
    }

    /// Shows the change of ``isFocused``: a control's ``UIControl/state`` gains or loses
    /// ``UIControl/State/focused`` (a button shows its `.focused` content); other views redraw.
    func focusDidChange() {
        if let control = self as? UIControl {
            control.controlStateDidChange()
        } else {
            setNeedsDisplay()
        }
    }
}
