/// The directions a popover's arrow may point, with UIKit's raw values. `.up` means the arrow is on the
/// popover's top edge, pointing up at the anchor, so the popover sits below it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The direction bits, with UIKit's values (up 1, down 2, left 4, right 8; unknown all bits).
    public let rawValue: UInt
    /// A set of directions from their bits, as UIKit's `UIPopoverArrowDirection(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An arrow on the popover's top edge, pointing up at the anchor: the popover sits below it.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow on the popover's bottom edge, pointing down at the anchor: the popover sits above it.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow on the popover's left edge, pointing left at the anchor: the popover sits to its right.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow on the popover's right edge, pointing right at the anchor: the popover sits to its left.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction, UIKit's default for `permittedArrowDirections`: the popover goes where it fits best.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow direction before a popover is shown, or of a popover shown another way.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
