import Foundation

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0: unspecified.
    public static let defaultValue: CGFloat = 0
    /// The collection's scale.
    public static func value(in traits: UITraitCollection) -> CGFloat { traits.displayScale }
}
