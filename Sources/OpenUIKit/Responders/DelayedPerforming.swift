import Foundation

/// Foundation's delayed perform — `perform(_:with:afterDelay:)`, `perform(_:with:afterDelay:inModes:)`
/// and the class methods `cancelPreviousPerformRequests(withTarget:)` /
/// `(withTarget:selector:object:)` — for every `UIResponder` and every `NSObject`, which on iOS all
/// inherit them from `NSObject` (Foundation on Linux has none of them).
///
/// Requests run on the main run loop's ``Scheduler`` — a view's window's runtime's, else
/// ``Scheduler/main`` — so they fire in a test's virtual time, on the clock of the app the view is in. As
/// Foundation documents: the receiver and the argument are retained until the request runs or is
/// cancelled; the request runs in the default mode (or the modes given) "at the earliest after the
/// delay"; a cancel matches the selector by name and the argument with `isEqual:` (`==` for Swift
/// values; see ``PerformRequestKey``). A selector the receiver does not implement reports
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

    /// Cancels every request `target` has pending.
    @MainActor
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject) {
        scheduler(for: target).cancelPreviousPerformRequests(withTarget: target)
    }

    /// Cancels `target`'s pending requests for `selector` whose argument equals `argument`.
    @MainActor
    public static func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector,
                                                     object argument: Any?) {
        scheduler(for: target).cancelPreviousPerformRequests(withTarget: target, selector: selector,
                                                             object: argument)
    }

    /// The scheduler that holds `target`'s requests: its window's runtime's for a view, else the
    /// current runtime's.
    @MainActor
    private static func scheduler(for target: AnyObject) -> Scheduler {
        (target as? UIView)?.owningRuntime.scheduler ?? Scheduler.main
    }
}

// Every `UIResponder` conforms through `NSObject`, its superclass, as on iOS.
extension NSObject: DelayedPerforming {}
