/// The direction focus moves in, with UIKit's raw values (`UIFocusHeading`). The keyboard's Tab and
/// Shift-Tab move focus ``next`` and ``previous``; the directional headings exist for the context's
/// shape (OpenUIKit has no arrow-key or remote navigation).
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Forward in the tab loop (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Backward in the tab loop (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
