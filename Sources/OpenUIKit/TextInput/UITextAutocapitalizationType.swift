/// When the on-screen keyboard turns Shift on by itself, as UIKit's `UITextAutocapitalizationType`.
///
/// Stored only: typed text arrives from a hardware keyboard (or a test) already cased, so OpenUIKit
/// never changes its case.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none
    case words
    case sentences
    case allCharacters
}
