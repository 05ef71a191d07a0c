import Foundation

/// Finding and performing the ``UIKeyCommand`` a key press names, for
/// ``UIFocusSystem/handleKeyPress(_:modifierFlags:)`` (``UIKeyCommand`` documents the rules: where the
/// search starts, the matching, validation, and when the system's own use of the key wins).
extension UIFocusSystem {
    /// A key command found for a press, with the responder that performs it.
    struct KeyCommandMatch {
        let command: UIKeyCommand
        let target: AnyObject
    }

    /// The responder the search for key commands starts at: the application's first responder when it
    /// belongs to this window (or is not a view), else the focused view, else the frontmost view
    /// controller of the window.
    var keyCommandChainStart: UIResponder? {
        if let first = window.application.firstResponder {
            guard let view = first as? UIView else { return first }
            if view.window === window { return view }
        }
        if let focusedItem { return focusedItem }
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed {
            controller = presented
        }
        return controller
    }

    /// The first key command of the responder chain that `key` with `modifierFlags` names and that a
    /// responder performs and leaves enabled after ``UIResponder/validate(_:)``; nil when none does.
    /// With `prioritizedOnly`, only commands that want priority over the system are considered, so
    /// the others are not validated for a key the system then uses.
    func keyCommandMatch(for key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags,
                         prioritizedOnly: Bool) -> KeyCommandMatch? {
        guard let characters = key.keyCommandInput, let start = keyCommandChainStart else { return nil }
        var responder: UIResponder? = start
        while let current = responder {
            let added = (current as? UIViewController)?.addedKeyCommands ?? []
            for command in (current.keyCommands ?? []) + added
            where (!prioritizedOnly || command.wantsPriorityOverSystemBehavior)
                && command.matches(characters: characters, modifierFlags: modifierFlags) {
                guard let target = command.receiver(from: start) else { continue }
                (target as? UIResponder)?.validate(command)
                if command.attributes.contains(.disabled) { continue }
                return KeyCommandMatch(command: command, target: target)
            }
            responder = current.next
        }
        return nil
    }

    /// Sends the matched command to its responder, the command as the method's argument.
    func perform(_ match: KeyCommandMatch) {
        match.command.performWithSender(nil, target: match.target)
    }
}
