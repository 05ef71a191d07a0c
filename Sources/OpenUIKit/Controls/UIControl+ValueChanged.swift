import Foundation

extension UIControl {
    /// Sends what a value control (switch, slider, stepper) sends when the user changed its value:
    /// `.valueChanged`, and `.primaryActionTriggered` in the same dispatch, so the action of
    /// `init(frame:primaryAction:)` runs on each change — UIKit's value controls perform their primary
    /// action when their value changes — and an action registered for both runs once.
    func sendValueChangedActions() {
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
