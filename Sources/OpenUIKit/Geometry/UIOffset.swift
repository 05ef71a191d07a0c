import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (used for title shadows and bar positions).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
