import Foundation

extension CGPoint {
    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    ///
    /// Raw input with a non-finite coordinate is refused at the engine's input entry point.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
