import Foundation

/// Foundation's delayed perform — `perform(_:with:afterDelay:)`, `perform(_:with:afterDelay:inModes:)`
/// and the class methods `cancelPreviousPerformRequests(withTarget:)` /
/// `(withTarget:selector:object:)` — for every `UIResponder` and every `NSObject`, which on iOS all
/// inherit them from `NSObject` (Foundation on Linux has none of them).
///
/// Requests run on the main run loop's ``Scheduler`` — a view's window's runtime's, else
/// ``Scheduler/main`` — so they fire in a test's virtual time, on the clock of the app the view is in;
/// a cancel reaches every scheduler holding the target's requests, wherever the target is by then. As
/// Foundation documents: the receiver and the argument are retained until the request runs or is
/// cancelled; the request runs in the default mode (or the modes given) "at the earliest after the
/// delay"; a cancel matches the selector by name and the argument with `isEqual:` (`==` for Swift
/// values; see `PerformRequestKey`). A selector the receiver does not implement reports
/// `action.unrecognizedSelector` when it comes due (Foundation would raise).
public protocol DelayedPerforming: AnyObject {}

extension DelayedPerforming {
    /// Sends `selector` to the receiver with `argument` after `delay` seconds, in the default mode.
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        perform(selector, with: argument, afterDelay: delay, inModes: [.default])
    }

    /// Sends `selector` to the receiver with `argument` after `delay` seconds, while the run loop runs
    /// in one of `modes` (none: nothing is scheduled, as Foundation's).
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        Self.scheduler(for: self).perform(selector, on: self, with: argument, afterDelay: delay, inModes: modes)
    }

    /// Cancels every request `target` has pending, on every scheduler that holds one (see
    /// `PerformRequestHolders`): a view that left its window since it made a request still cancels it.
    @MainActor
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        for scheduler in PerformRequestHolders.schedulers(holding: ObjectIdentifier(target)) {
            scheduler.cancelPreviousPerformRequests(withTarget: target)
        }
    }

    /// Cancels `target`'s pending requests for `selector` whose argument equals `argument`, on every
    /// scheduler that holds one.
    @MainActor
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector,
                                                     object argument: Any?) {
        for scheduler in PerformRequestHolders.schedulers(holding: ObjectIdentifier(target)) {
            scheduler.cancelPreviousPerformRequests(withTarget: target, selector: selector, object: argument)
        }
    }

    /// The scheduler a new request of `target` goes to: its window's runtime's for a view, else the
    /// current runtime's. A cancel does not ask here, since the answer may have changed since.
    @MainActor
    private static func scheduler(for target: AnyObject) -> Scheduler {
        (target as? UIView)?.owningRuntime.scheduler ?? Scheduler.main
    }
}

// Every `UIResponder` conforms through `NSObject`, its superclass, as on iOS.
extension NSObject: DelayedPerforming {}
