import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge` option set (same raw values), used by
/// ``UIScreenEdgePanGestureRecognizer/edges``.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edge bits, with UIKit's values (top 1, left 2, bottom 4, right 8).
    public let rawValue: UInt

    /// A set of edges from their bits, as UIKit's `UIRectEdge(rawValue:)`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge (minimum y on UIKit's flipped screen).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge: a screen-edge pan from here is the usual "back" gesture.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (maximum y).
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
