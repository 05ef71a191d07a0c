/// The text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The collection's category.
    public static func value(in traits: UITraitCollection) -> UIContentSizeCategory {
        traits.preferredContentSizeCategory
    }
}
