/// The directions a popover's arrow may point, with UIKit's raw values. `.up` means the arrow is on the
/// popover's top edge, pointing up at the anchor, so the popover sits below it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The arrow direction before a popover is shown, or of a popover shown another way.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
