import Foundation

/// How a keyframe animation moves between its values (Core Animation's `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation's string constants.
    public let rawValue: String

    /// A mode by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value, each held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace over the whole animation, ignoring key times and timing functions.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values; OpenUIKit moves straight between them (linear).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace; OpenUIKit moves at an even pace in straight lines (paced).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
