/// Whether the keyboard corrects spelling as the user types, as UIKit's `UITextAutocorrectionType`.
///
/// Stored only: OpenUIKit has no dictionary and never changes what was typed.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`
    case no
    case yes
}
