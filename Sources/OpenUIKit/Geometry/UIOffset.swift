import Foundation

/// A distance to move something by, as UIKit's `UIOffset`: a tab bar item's
/// ``UITabBarItem/titlePositionAdjustment``, a bar button's title offset.
public struct UIOffset: Hashable, Sendable {
    /// Points to the right (negative: to the left).
    public var horizontal: CGFloat
    /// Points down (negative: up).
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points, as UIKit's `init(horizontal:vertical:)`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset, as UIKit's `UIOffset.zero`.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
