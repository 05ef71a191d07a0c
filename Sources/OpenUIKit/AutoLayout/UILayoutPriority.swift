/// How much a constraint matters, from 1 to 1000 (required), as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority as a number from 1 to 1000; the solver meets higher priorities first.
    public var rawValue: Float

    /// Takes the number as is, as UIKit does (values outside 1...1000 are not clamped here).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The unlabelled spelling UIKit code uses, as in `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Lets a literal stand for a priority, as in `constraint.priority = 999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Lets an integer literal stand for a priority, as in `constraint.priority = 999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint: the solver must meet it or report the conflict.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` gives the target size when asked to fit tightly.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag that may resize the window (from AppKit; UIKit keeps the constant for scenes).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window keeps its size (from AppKit; UIKit keeps the constant for scenes).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that may not resize the window (from AppKit; UIKit keeps the constant for scenes).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by their number, so `max` and sorting work as in UIKit.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Raises a priority by `rhs`, as UIKit's `.defaultHigh + 1` for "just above the default".
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// Lowers a priority by `rhs`, as UIKit's `.required - 1` for "almost required".
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
