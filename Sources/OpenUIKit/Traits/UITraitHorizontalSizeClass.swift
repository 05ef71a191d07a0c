/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The collection's horizontal size class.
    public static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.horizontalSizeClass }
}
