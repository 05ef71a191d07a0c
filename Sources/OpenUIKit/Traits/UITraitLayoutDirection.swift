/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// The collection's direction.
    public static func value(in traits: UITraitCollection) -> UITraitEnvironmentLayoutDirection { traits.layoutDirection }
}
