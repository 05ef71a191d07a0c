/// An invariant of the input pipeline that a fuzz run saw broken, at the step where it was noticed.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// The index of the step after which it was noticed (steps count from 0).
    public let step: Int
    public let message: String

    public var description: String { "step \(step): \(message)" }
}
