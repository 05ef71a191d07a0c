/// The direction focus moves in, with UIKit's raw values (`UIFocusHeading`). The keyboard's Tab and
/// Shift-Tab move focus ``next`` and ``previous``; the directional headings exist for the context's
/// shape (OpenUIKit has no arrow-key or remote navigation).
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The heading bits, with UIKit's values (up 1, down 2, left 4, right 8, next 16, previous 32).
    public let rawValue: UInt
    /// A set of headings from their bits, as UIKit's `UIFocusHeading(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upward on screen; never reported by OpenUIKit, which has no arrow-key navigation.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Downward on screen; never reported by OpenUIKit, which has no arrow-key navigation.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Leftward on screen; never reported by OpenUIKit, which has no arrow-key navigation.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Rightward on screen; never reported by OpenUIKit, which has no arrow-key navigation.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Forward in the tab loop (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Backward in the tab loop (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
