import Foundation

/// Edge insets that follow the layout direction (leading and trailing instead of left and right), as
/// UIKit's `NSDirectionalEdgeInsets`. OpenUIKit lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left one, as layout is left to right).
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right one, as layout is left to right).
    public var trailing: CGFloat

    /// Insets in UIKit's argument order: top, leading, bottom, trailing (anticlockwise from the top).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side, as ``zero``.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No inset on any side: UIKit's `.zero`.
    public static let zero = NSDirectionalEdgeInsets()

    /// `{top, leading, bottom, trailing}`, the order UIKit prints them in.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
