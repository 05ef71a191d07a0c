import Foundation

/// One half of a ``UIStepper`` as assistive technologies see it: UIKit's stepper is not an element
/// itself but exposes a "Decrement" and an "Increment" button, each `.notEnabled` while it cannot step.
/// Activating one steps once and sends `.valueChanged` (with `.primaryActionTriggered`) if the value
/// changed, as a tap on that half does.
@MainActor
final class StepperHalfElement: UIAccessibilityElement {
    let half: UIStepper.Half

    init(half: UIStepper.Half, of stepper: UIStepper) {
        self.half = half
        super.init(accessibilityContainer: stepper)
        isAccessibilityElement = true
        accessibilityLabel = half == .increment ? "Increment" : "Decrement"
    }

    private var stepper: UIStepper? { accessibilityContainer as? UIStepper }

    /// `.button`, and `.notEnabled` while the half cannot step.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { stepper?.canStep(half) == false ? [.button, .notEnabled] : .button }
        set {}
    }

    /// The half's rectangle in the stepper.
    override var accessibilityFrameInContainerSpace: CGRect {
        get { stepper?.rect(of: half) ?? .zero }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        guard let stepper, stepper.canStep(half) else { return false }
        if stepper.step(half) { stepper.sendValueChangedActions() }
        return true
    }
}
