/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve` (``CALayer/cornerCurve``).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the curve.
    public let rawValue: String

    /// A curve from Core Animation's string; an unknown string draws as ``circular``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles: the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The smoother "squircle" corner of iOS's app icons and cards: the curve starts further along each
    /// edge and bends gradually.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
