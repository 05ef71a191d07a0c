import Foundation

/// The Swift form of `performSelector:withObject:afterDelay:` and
/// `cancelPreviousPerformRequestsWithTarget:(selector:object:)`.
///
/// Requests are keyed by target, action name and argument, so "cancel everything this target
/// scheduled" and "cancel just this one" both work, as in Foundation. Two differences, both to avoid
/// leaks: the target is held weakly (Foundation retains it until the perform runs), and arguments are
/// matched by identity (Foundation uses `isEqual:`).
extension Scheduler {
    /// Invokes `selector` on `target` with `argument` after `delay` seconds.
    public func perform(_ selector: Selector, on target: AnyObject, with argument: AnyObject? = nil,
                        afterDelay delay: TimeInterval) {
        let key = PerformRequestKey(target: ObjectIdentifier(target), selectorName: selector.name,
                                    argument: argument.map(ObjectIdentifier.init))
        schedule(after: delay, performKey: key) { [weak target] in
            guard let target else { return }
            selector.invoke(on: target, sender: argument, event: nil)
        }
    }

    /// Cancels every pending request of `target`, as `cancelPreviousPerformRequestsWithTarget:`.
    public func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        cancelItems { $0.target == id }
    }

    /// Cancels the pending requests of `target` for `selector` with exactly this `argument`
    /// (nil matches requests made without one), as `cancelPreviousPerformRequestsWithTarget:selector:object:`.
    public func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector,
                                              object argument: AnyObject?) {
        let id = ObjectIdentifier(target)
        let argumentID = argument.map(ObjectIdentifier.init)
        cancelItems { $0.target == id && $0.selectorName == selector.name && $0.argument == argumentID }
    }
}
