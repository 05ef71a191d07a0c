/// The arrow keys step a focused stepper by ``UIStepper/stepValue``, as a tap on its + or − half
/// does (wrapping at the ends when it ``UIStepper/wraps``).
extension UIStepper: KeyboardArrowHandling {
    func handleArrowKey(forward: Bool) -> Bool {
        guard step(forward ? .increment : .decrement) else { return false }
        sendValueChangedActions()
        return true
    }
}
