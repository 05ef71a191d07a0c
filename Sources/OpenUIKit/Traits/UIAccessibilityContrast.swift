/// Whether the user asked for increased contrast, with UIKit's raw values. A colour-appearance trait:
/// ``UITraitCollection/hasDifferentColorAppearance(comparedTo:)`` compares it.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
