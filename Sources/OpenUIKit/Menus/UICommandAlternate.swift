import Foundation

/// Another action a ``UICommand`` performs while extra modifier keys are held, as UIKit's
/// `UICommandAlternate` (iOS 13): `UICommandAlternate(title: "Close All", action: closeAll,
/// modifierFlags: .alternate)` beside a "Close" command.
///
/// UIKit shows alternates only in a Mac's menu bar (Mac Catalyst), where holding the modifier swaps the
/// item; on iPhone and iPad — what OpenUIKit follows — a command's menu row and its keyboard shortcut
/// ignore them. So a command keeps its alternates (``UICommand/alternates``) for code that reads them,
/// and nothing shows or performs them.
@MainActor
public final class UICommandAlternate {
    /// The title shown in place of the command's while the modifiers are held.
    public let title: String
    /// The method sent instead of the command's.
    public let action: Selector
    /// The modifier keys that select the alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Makes an alternate, as UIKit's `UICommandAlternate(title:action:modifierFlags:)`.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
