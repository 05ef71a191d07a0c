/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The collection's vertical size class.
    public static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.verticalSizeClass }
}
