/// How strings drawn in code are laid out and measured, as UIKit's `NSStringDrawingOptions` (raw
/// values are UIKit's).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits, with UIKit's values.
    public let rawValue: Int
    /// A set of options from their bits, as UIKit's `NSStringDrawingOptions(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines within the rectangle, its origin the top-left corner of the first
    /// line. Without it, the text is one line (UIKit's single-line mode).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading for line heights. Lines here are always as tall as the font's line
    /// height (its ascent, descent and leading), so it changes nothing.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Ends the last line that fits with an ellipsis when the text does not fit the rectangle.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
