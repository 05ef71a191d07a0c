/// The arrow keys and VoiceOver's adjustments move a slider by a tenth of its range.
extension UISlider: KeyboardArrowHandling {
    /// The share of the range one keyboard or accessibility step moves: UIKit's slider moves by 10 %
    /// when VoiceOver increments it (its value is read as a percentage), and the arrow keys of a
    /// hardware keyboard follow the same step.
    static let adjustmentFraction: Float = 0.1

    func handleArrowKey(forward: Bool) -> Bool {
        adjustByStep(forward: forward)
    }

    /// Moves the value one step (clamped to the range) and, if it changed, sends what a drag sends.
    @discardableResult
    func adjustByStep(forward: Bool) -> Bool {
        let old = value
        let step = (maximumValue - minimumValue) * Self.adjustmentFraction
        setValue(old + (forward ? step : -step), animated: false)
        guard value != old else { return false }
        sendValueChangedActions()
        return true
    }
}
