import Foundation

/// The inset distances for views, as UIKit's `UIEdgeInsets`: positive values shrink a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left plus right.
    var horizontal: CGFloat { left + right }
    /// Top plus bottom.
    var vertical: CGFloat { top + bottom }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
