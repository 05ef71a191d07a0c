import Foundation

/// Edges of a rectangle that follow the layout direction, as UIKit's `NSDirectionalRectEdge`: a
/// button configuration's ``UIButton/Configuration/imagePlacement`` says on which side of the title
/// its image goes. OpenUIKit lays out left to right, so leading is left.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edge bits, with UIKit's raw values.
    public let rawValue: UInt
    /// Takes UIKit's raw value as is.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (the left one, as layout is left to right).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (the right one, as layout is left to right).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
