import Foundation

/// One registration in a control's dispatch table: a target and selector, or a ``UIAction``, and the
/// events it is registered for.
///
/// A class, as UIKit's private `UIControlTargetAction`, so that a dispatch iterating a snapshot of the
/// table sees removals made while it runs (a removed registration's ``events`` become empty).
@MainActor
final class ControlTargetAction {
    enum Action {
        case selector(Selector)
        case closure(UIAction)
    }

    /// The target, held weakly so a control never keeps its target alive, as in UIKit.
    private(set) weak var target: AnyObject?
    /// Registered with a nil target: the action goes up the responder chain.
    let usesResponderChain: Bool
    var action: Action
    var events: UIControl.Event

    init(target: AnyObject?, action: Action, events: UIControl.Event) {
        self.target = target
        self.usesResponderChain = target == nil
        self.action = action
        self.events = events
    }

    /// The selector's name, or nil for a closure action.
    var selectorName: String? {
        if case .selector(let selector) = action { return selector.name }
        return nil
    }

    /// Whether this registration is a selector sent to `target` (nil: to the responder chain).
    func matches(target candidate: AnyObject?) -> Bool {
        guard selectorName != nil else { return false }
        if let candidate { return target === candidate }
        return usesResponderChain
    }

    /// Whether the registration's target went away: it can never be performed again.
    var isOrphaned: Bool {
        guard case .selector = action, !usesResponderChain else { return false }
        return target == nil
    }
}
