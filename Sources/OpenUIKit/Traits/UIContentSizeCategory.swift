/// The user's preferred text size, as UIKit's `UIContentSizeCategory`: a string-backed value with
/// UIKit's raw values, ordered from ``extraSmall`` to ``accessibilityExtraExtraExtraLarge``.
///
/// UIKit compares categories with `<`, `<=`, `>`, `>=` (iOS 11's operators) in that order;
/// ``unspecified`` compares below every category, since it is no size at all. ``large`` is the default
/// in iOS Settings and the size the Dynamic Type tables are written for.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's string for the category (`UICTContentSizeCategoryL`…).
    public let rawValue: String

    /// A category from UIKit's string; an unknown string orders as ``unspecified``.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference: what a trait collection that does not set the trait reports.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: iOS's default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (Settings › Accessibility › Larger Text).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size of all.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest, ``unspecified`` excluded.
    public static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes, as UIKit's `isAccessibilityCategory`:
    /// layouts switch to stacking vertically there.
    public var isAccessibilityCategory: Bool { order >= Self.firstAccessibilityOrder }

    /// The position in ``allCategories``; -1 for ``unspecified`` and unknown strings.
    private var order: Int { Self.allCategories.firstIndex(of: self) ?? -1 }

    private static let firstAccessibilityOrder = 7

    /// Orders by size, as UIKit's comparison operators.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}
