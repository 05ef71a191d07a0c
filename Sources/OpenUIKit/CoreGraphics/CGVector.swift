import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`, which Foundation on Linux lacks: the
/// translation of ``CGAffineTransformComponents``.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector from its components, as `CGVector(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector, as `CGVector()` (an imported C struct starts zeroed).
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector, as `CGVector.zero`.
    public static let zero = CGVector()
}
