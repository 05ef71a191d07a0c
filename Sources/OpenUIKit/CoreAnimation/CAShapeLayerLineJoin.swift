import Foundation

/// How a shape layer's stroke corners are drawn, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the join.
    public let rawValue: String

    /// A join by its Core Animation string; an unknown one draws as ``miter``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A sharp corner, beveled past the miter limit: the default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join it draws with.
    var lineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
