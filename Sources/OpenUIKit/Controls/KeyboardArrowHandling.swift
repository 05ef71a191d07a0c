/// A control that the arrow keys adjust while it has keyboard focus (`UIFocusSystem.handleKeyPress`):
/// a slider, a stepper, a segmented control, a page control.
///
/// UIKit does not document which key does what on each control. Apple's keyboard navigation
/// ("Focus on iPad keyboard navigation", WWDC21) moves focus *between* areas with Tab and uses the
/// arrow keys *within* one, and Full Keyboard Access adjusts an adjustable element with the arrow
/// keys, as VoiceOver's swipe up/down calls `accessibilityIncrement()`/`accessibilityDecrement()`.
/// OpenUIKit therefore gives the arrows to the focused value control: Right and Up move its value
/// forward (larger, next), Left and Down back, one step each, and it sends what the same change by a
/// touch sends. An arrow that changes nothing (at an end) sends nothing and is not handled.
@MainActor
protocol KeyboardArrowHandling: UIControl {
    /// Moves the value one step forward or back, sending the control's change events; returns whether
    /// the value changed. Called only while the control is enabled.
    func handleArrowKey(forward: Bool) -> Bool
}
