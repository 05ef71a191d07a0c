/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// The collection's idiom.
    public static func value(in traits: UITraitCollection) -> UIUserInterfaceIdiom { traits.userInterfaceIdiom }
}
