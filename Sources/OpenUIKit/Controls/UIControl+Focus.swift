/// Pressing the focused control from the keyboard.
extension UIControl {
    /// Space or Return on the focused control: UIKit's keyboard "press" (a `UIPress` of type `select`).
    ///
    /// UIKit documents `.primaryActionTriggered` as "a semantic action triggered by buttons" but not
    /// which touch events a keyboard press sends. OpenUIKit sends what a completed tap sends once the
    /// finger lifts — `.touchUpInside`, then `.primaryActionTriggered` from a control with a primary
    /// action (a button) — so an app written for touch (target-actions on `.touchUpInside`, as the
    /// articles' buttons) and one using primary actions both respond. No `.touchDown` and no
    /// highlight: a key press has no finger to track. A disabled control sends nothing. A control
    /// whose press means something else (a switch flips) says so as a ``KeyboardPressHandling``.
    func performKeyboardPress() {
        guard isEnabled else { return }
        if let handler = self as? KeyboardPressHandling { return handler.handleKeyboardPress() }
        // A button whose menu is its primary action opens the menu instead (`UIButton+Menu.swift`).
        if let button = self as? UIButton, button.hasConfigurationStorage, button.opensMenuAsPrimaryAction(handingOver: nil) { return }
        sendActions(for: .touchUpInside)
        if sendsPrimaryActionTriggered { sendActions(for: .primaryActionTriggered) }
    }
}
