/// The contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// Increased contrast changes colours.
    public static var affectsColorAppearance: Bool { true }
    /// The collection's contrast.
    public static func value(in traits: UITraitCollection) -> UIAccessibilityContrast { traits.accessibilityContrast }
}
