/// A control whose keyboard press (Space or Return while it has focus, `UIControl.performKeyboardPress()`)
/// does what a tap on it does rather than send `.touchUpInside`: a switch flips. Value controls send
/// no touch events for a tap (UIKit's switch has no `.touchUpInside` an app would listen to), so a
/// press must change the value the way the user sees it change.
@MainActor
protocol KeyboardPressHandling: UIControl {
    /// Acts on the press; called only while the control is enabled.
    func handleKeyboardPress()
}
