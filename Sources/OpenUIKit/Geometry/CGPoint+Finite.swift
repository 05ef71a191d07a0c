import Foundation

extension CGPoint {
    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    ///
    /// Raw input with a non-finite coordinate is refused at the engine's input entry point.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The straight-line distance to `other`. `hypot` does not overflow where the squares would: a
    /// finger at a huge (finite) coordinate, 1e300 points away, is that far, not infinitely far (a
    /// pinch's scale was infinite, found by the input fuzzer).
    func distance(to other: CGPoint) -> CGFloat {
        hypot(x - other.x, y - other.y)
    }
}
