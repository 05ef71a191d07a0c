import Foundation

/// The names of Core Animation's predefined timing curves (`CAMediaTimingFunctionName`), for
/// ``CAMediaTimingFunction/init(name:)``.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation's string constants.
    public let rawValue: String

    /// A name; one Core Animation does not define gives a linear curve.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, a gentle ease: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
