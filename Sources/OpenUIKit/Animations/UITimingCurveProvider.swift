/// Describes how an animation's progress follows time, as UIKit's `UITimingCurveProvider`: a
/// ``UIViewPropertyAnimator`` and ``UIViewImplicitlyAnimating/continueAnimation(withTimingParameters:durationFactor:)``
/// take one. ``UICubicTimingParameters`` and ``UISpringTimingParameters`` are the providers UIKit ships.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for ``UITimingCurveType/builtin`` and ``UITimingCurveType/cubic``.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for ``UITimingCurveType/spring``.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The engine's timing for this provider over `duration`: its spring when it is one, else its cubic
    /// curve (UIKit's default, ease-in-out, when it has neither).
    func animationTiming(duration: TimeInterval) -> AnimationTiming {
        if timingCurveType == .spring, let spring = springTimingParameters {
            return spring.timing(duration: duration)
        }
        return cubicTimingParameters?.timing ?? UIView.AnimationCurve.easeInOut.timing
    }
}
