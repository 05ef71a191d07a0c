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
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Left plus right.
    public var horizontal: CGFloat { left + right }
    /// Top plus bottom.
    public var vertical: CGFloat { top + bottom }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`.
    /// Negative insets grow it. A result with negative size is clamped to zero size, centred where
    /// the insets meet, so layout code never sees a negative width.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let width = size.width - insets.horizontal
        let height = size.height - insets.vertical
        return CGRect(
            x: origin.x + insets.left + min(width, 0) / 2,
            y: origin.y + insets.top + min(height, 0) / 2,
            width: max(width, 0),
            height: max(height, 0)
        )
    }
}
