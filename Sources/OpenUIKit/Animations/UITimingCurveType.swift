/// The kind of curve a ``UITimingCurveProvider`` describes, as UIKit's `UITimingCurveType`, with
/// UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of the named curves (``UIView/AnimationCurve``).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A damped spring.
    case spring = 2
    /// A cubic curve for some properties and a spring for others (UIKit's own providers only).
    case composed = 3
}
