/// The bold-text trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
    /// The collection's weight.
    public static func value(in traits: UITraitCollection) -> UILegibilityWeight { traits.legibilityWeight }
}
