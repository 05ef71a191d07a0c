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
    /// UIKit's default, `.default`.
    public var keyboardType: UIKeyboardType { .default }
    /// UIKit's default, `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
    /// UIKit's default, `.sentences`.
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    /// UIKit's default, `.default`.
    public var autocorrectionType: UITextAutocorrectionType { .default }
    /// UIKit's default, `.default`.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// UIKit's default, `.default`.
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// UIKit's default, false.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// UIKit's default, false.
    public var isSecureTextEntry: Bool { false }
    /// UIKit's default, nil.
    public var textContentType: UITextContentType! { nil }
}
