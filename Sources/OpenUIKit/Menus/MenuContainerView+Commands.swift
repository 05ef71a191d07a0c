import Foundation

/// Where a chosen ``UICommand`` goes, as UIKit sends a menu's commands: through the responder chain
/// from the first responder, or — with none — from the view the menu came from (the button; the
/// context menu interaction's view). The rows ask while the menu shows, so a command nothing can
/// perform is greyed out and the one that can is asked to validate it first; the chosen command is
/// sent to the responder found as the menu closes.
extension MenuContainerView {
    /// The responder a command's search starts at (see the extension's notes).
    var commandChainStart: UIResponder? {
        window?.application.firstResponder ?? (sender as? UIResponder) ?? (sender as? UIContextMenuInteraction)?.view
    }

    /// The responder that performs `leaf` when it is a command; nil for an action (it needs none) or
    /// a command no responder performs.
    func target(for leaf: any UIMenuLeaf) -> AnyObject? {
        (leaf as? UICommand)?.receiver(from: commandChainStart)
    }
}
