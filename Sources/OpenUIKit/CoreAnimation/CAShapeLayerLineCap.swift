import Foundation

/// How a shape layer's open stroke ends are drawn, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the cap.
    public let rawValue: String

    /// A cap by its Core Animation string; an unknown one draws as ``butt``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The line stops at its end point: the default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap it draws with.
    var lineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}
