import Foundation

/// Key commands a view controller adds at run time, as UIKit's `addKeyCommand(_:)` and
/// `removeKeyCommand(_:)` (iOS 9): the alternative to overriding ``UIResponder/keyCommands``. A key
/// press matches the added commands after the ones ``UIResponder/keyCommands`` returns, both at the
/// controller's place in the responder chain (``UIKeyCommand`` explains the matching).
extension UIViewController {
    /// Adds `keyCommand` to the controller's commands; adding one already added does nothing.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes `keyCommand` added with ``addKeyCommand(_:)``; one never added is ignored.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
