/// Whether the user asked for bold text, with UIKit's raw values.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
