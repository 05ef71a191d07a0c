import Foundation

/// What Foundation's `performSelector:withObject:afterDelay:(inModes:)` and
/// `cancelPreviousPerformRequestsWithTarget:(selector:object:)` do, on the scheduler; apps reach it
/// through ``DelayedPerforming`` (`perform(_:with:afterDelay:)` on every responder and `NSObject`).
///
/// As Foundation: a request retains its target and argument until it runs or is cancelled, runs in
/// the given run-loop modes (`.default` unless named), and cancelling matches arguments by equality
/// (see ``PerformRequestKey``). Each request is entered in ``PerformRequestHolders`` until it runs or
/// is cancelled, so that a cancel finds this scheduler whatever the target's scheduler is by then.
extension Scheduler {
    /// Invokes `selector` on `target` with `argument` after `delay` seconds, in `modes`.
    func perform(_ selector: Selector, on target: AnyObject, with argument: Any?, afterDelay delay: TimeInterval,
                 inModes modes: [RunLoop.Mode]) {
        guard let mask = modeMask(modes) else { return }
        let id = ObjectIdentifier(target)
        let key = PerformRequestKey(target: id, selectorName: selector.name, argument: argument)
        // Unowned: the closure is stored in this scheduler and only its own advance runs it.
        let token = schedule(after: delay, in: mask, performKey: key) { [unowned self] in
            PerformRequestHolders.remove(1, of: id, from: self)
            selector.invoke(on: target, sender: argument, event: nil)
        }
        if token != nil { PerformRequestHolders.add(id, on: self) }
    }

    /// Cancels every pending request of `target`.
    func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        PerformRequestHolders.remove(cancelItems { $0.target == id }, of: id, from: self)
    }

    /// Cancels the pending requests of `target` for `selector` whose argument equals `argument`.
    func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector, object argument: Any?) {
        let id = ObjectIdentifier(target)
        let cancelled = cancelItems {
            $0.target == id && $0.selectorName == selector.name && $0.argumentMatches(argument)
        }
        PerformRequestHolders.remove(cancelled, of: id, from: self)
    }
}
