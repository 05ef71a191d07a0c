/// Whether misspelled words are underlined, as UIKit's `UITextSpellCheckingType`. Stored only.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`
    case no
    case yes
}
