import Foundation

/// Which parts of a shape layer's path its fill covers, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the rule.
    public let rawValue: String

    /// A rule by its Core Animation string; an unknown one fills as ``nonZero``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The non-zero winding rule: the default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule: overlapping subpaths cut holes.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule it fills with.
    var pathFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}
