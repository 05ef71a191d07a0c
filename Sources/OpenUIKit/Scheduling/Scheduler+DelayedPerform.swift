import Foundation

/// What Foundation's `performSelector:withObject:afterDelay:(inModes:)` and
/// `cancelPreviousPerformRequestsWithTarget:(selector:object:)` do, on the scheduler; apps reach it
/// through ``DelayedPerforming`` (`perform(_:with:afterDelay:)` on every responder and `NSObject`).
///
/// As Foundation: a request retains its target and argument until it runs or is cancelled, runs in
/// the given run-loop modes (`.default` unless named), and cancelling matches arguments by equality
/// (see ``PerformRequestKey``).
extension Scheduler {
    /// Invokes `selector` on `target` with `argument` after `delay` seconds, in `modes`.
    func perform(_ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: TimeInterval,
                 inModes modes: [RunLoop.Mode]) {
        guard let mask = modeMask(modes) else { return }
        let key = PerformRequestKey(target: ObjectIdentifier(target), selectorName: selector.name, argument: argument)
        schedule(after: delay, in: mask, performKey: key) {
            selector.invoke(on: target, sender: argument, event: nil)
        }
    }

    /// Cancels every pending request of `target`.
    func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        cancelItems { $0.target == id }
    }

    /// Cancels the pending requests of `target` for `selector` whose argument equals `argument`.
    func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector, object argument: Any?) {
        let id = ObjectIdentifier(target)
        cancelItems { $0.target == id && $0.selectorName == selector.name && $0.argumentMatches(argument) }
    }
}
