/// The title of the on-screen keyboard's Return key, as UIKit's `UIReturnKeyType`.
///
/// Stored only (see ``UIKeyboardType``): Return always ends the line the same way, through
/// `UITextFieldDelegate.textFieldShouldReturn(_:)`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}
