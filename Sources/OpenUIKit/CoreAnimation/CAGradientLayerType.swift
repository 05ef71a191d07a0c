import Foundation

/// The shape of a ``CAGradientLayer``'s gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the type.
    public let rawValue: String

    /// A type by its Core Animation string; an unknown one is not drawn, as ``radial``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colors vary along the line from the start point to the end point: the default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors vary outwards from the start point; not drawn by OpenUIKit yet (see
    /// ``CAGradientLayer/type``).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors vary around the start point; not drawn by OpenUIKit yet (see ``CAGradientLayer/type``).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
