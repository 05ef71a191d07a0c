import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`: UIKit takes a spring's initial velocity
/// as one (``UISpringTimingParameters/init(dampingRatio:initialVelocity:)``). Foundation on Linux
/// has `CGPoint`, `CGSize` and `CGRect` but not this.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with integer components, as Core Graphics' overload.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with double components, as Core Graphics' overload.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
