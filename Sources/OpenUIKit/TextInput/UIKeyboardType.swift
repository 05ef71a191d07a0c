/// The kind of on-screen keyboard a text input asks for, as UIKit's `UIKeyboardType`.
///
/// Stored only: Linux has no on-screen keyboard, and the host's simulated one has a single look, so
/// the value reaches nothing but the app's own code (apps set it in code they share with iOS).
public enum UIKeyboardType: Int, Sendable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// UIKit's deprecated alias of ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable
}
