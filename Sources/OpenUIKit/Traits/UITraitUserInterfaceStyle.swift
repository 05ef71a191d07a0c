/// The light/dark trait (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// Dark mode changes colours.
    public static var affectsColorAppearance: Bool { true }
    /// The collection's style.
    public static func value(in traits: UITraitCollection) -> UIUserInterfaceStyle { traits.userInterfaceStyle }
}
