import Foundation

/// The inset distances for views, as UIKit's `UIEdgeInsets`: positive values shrink a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points; negative grows the rectangle.
    public var top: CGFloat
    /// The inset from the left edge, in points; negative grows the rectangle.
    public var left: CGFloat
    /// The inset from the bottom edge, in points; negative grows the rectangle.
    public var bottom: CGFloat
    /// The inset from the right edge, in points; negative grows the rectangle.
    public var right: CGFloat

    /// Insets for each edge, as `UIEdgeInsets(top:left:bottom:right:)`.
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

    /// No inset on any edge, as `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left plus right.
    var horizontal: CGFloat { left + right }
    /// Top plus bottom.
    var vertical: CGFloat { top + bottom }

    /// The four insets as `{top, left, bottom, right}`, the form `NSStringFromUIEdgeInsets` prints.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
