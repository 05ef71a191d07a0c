/// How the keyboard should behave for a text input, as UIKit's `UITextInputTraits`.
///
/// UIKit declares every trait optional (an Objective-C protocol); Swift protocols have no optional
/// requirements, so each has a default here — UIKit's default value — and ``UITextField`` stores its
/// own. None of them changes what is typed on Linux (see each type), but apps set them in shared code.
@MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}
