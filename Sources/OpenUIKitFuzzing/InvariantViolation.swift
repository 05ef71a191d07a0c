/// An invariant of the input pipeline that a fuzz run saw broken, at the step where it was noticed.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// The index of the step after which it was noticed (steps count from 0).
    public let step: Int
    /// What was broken, in words a failing test prints.
    public let message: String

    /// `step N: message`, so a printed violation says where in the replay to look.
    public var description: String { "step \(step): \(message)" }
}
