import Foundation

/// An animator whose animations are blocks of property changes, as UIKit's
/// `UIViewImplicitlyAnimating`: more can be added while it runs, and it can continue with new
/// timing. UIKit marks these optional; Swift without the Objective-C runtime has no optional
/// requirements, so a conforming type implements them all (``UIViewPropertyAnimator`` does).
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds the changes `animation` makes to the animations.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds the changes `animation` makes, starting after `delayFactor` (0…1) of the remaining time.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end, told where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil keeps the current one) over `durationFactor`
    /// times the original duration's remainder (0 keeps the remainder as it is).
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
