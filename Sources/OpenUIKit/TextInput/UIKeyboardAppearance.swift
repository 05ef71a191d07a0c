/// The on-screen keyboard's colors, as UIKit's `UIKeyboardAppearance`. Stored only.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`
    case dark
    case light

    /// UIKit's deprecated alias of ``dark``.
    public static let alert = UIKeyboardAppearance.dark
}
