/// Corners of a rectangle, as UIKit's `UIRectCorner`, for `UIBezierPath(roundedRect:byRoundingCorners:
/// cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corner bits, with UIKit's values (top left 1, top right 2, bottom left 4, bottom right 8).
    public let rawValue: UInt
    /// A set of corners from their bits, as UIKit's `UIRectCorner(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the rectangle's minimum x and y (top left on UIKit's flipped screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y (top right).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y (bottom left).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at maximum x and y (bottom right).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners: the same shape as `UIBezierPath(roundedRect:cornerRadius:)`.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
