import Foundation

extension UIView {
    /// The pacing of an animation, as UIKit's `UIView.AnimationCurve`: the cubic Bézier timing curves
    /// Core Animation names `easeInEaseOut`, `easeIn`, `easeOut` and `linear`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The curve's control points, as Core Animation's named `CAMediaTimingFunction`s define them.
        var timing: AnimationTiming {
            switch self {
            case .easeInOut: .cubic(0.42, 0, 0.58, 1)
            case .easeIn: .cubic(0.42, 0, 1, 1)
            case .easeOut: .cubic(0, 0, 0.58, 1)
            case .linear: .cubic(0, 0, 1, 1)
            }
        }
    }
}
