import Foundation

extension UIControl {
    /// Creates a control at `frame` that performs `primaryAction` on its primary action event, as
    /// UIKit's `init(frame:primaryAction:)` (iOS 14): the action is registered for
    /// `.primaryActionTriggered`, which value controls (``UISwitch``, ``UISlider``, ``UIStepper``)
    /// send with each `.valueChanged`, buttons after `.touchUpInside` and a ``UITextField`` when Return is
    /// pressed.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
}
