/// The modifier keys held with a key, with UIKit's raw values (`UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The modifier bits, with UIKit's values (Caps Lock 1 << 16 … Command 1 << 20).
    public let rawValue: Int
    /// A set of modifiers from their bits, as UIKit's `UIKeyModifierFlags(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held: Shift-Tab moves focus backward.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held (the SDL host reports Shift only, so this comes from tests or other hosts).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
