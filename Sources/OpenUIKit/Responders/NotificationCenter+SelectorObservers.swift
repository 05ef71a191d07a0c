import Foundation

/// `addObserver(_:selector:name:object:)`, the way UIKit code observes notifications (the keyboard's,
/// `UIApplication.didBecomeActiveNotification`, …), with OpenUIKit's typed ``Selector``:
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", Self.keyboardWillShow),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
///
/// Foundation on Linux has only the block form; this one registers a block that sends the selector
/// (with the notification as its argument, as `Notification` or `NSNotification`, or with none). As on
/// iOS 9 and later, the observer is not retained and a deallocated observer receives nothing, so an
/// observer need not remove itself; `removeObserver(_:)` and `removeObserver(_:name:object:)` with the
/// observer end its registrations as UIKit's do. In a file that imports OpenUIKit these overloads are
/// chosen for an object argument; Foundation's still serve the tokens of its block form.
extension NotificationCenter {
    /// Sends `selector` to `observer` for each notification named `name` (nil: any) posted by `object`
    /// (nil: any sender), on the main actor.
    @MainActor
    public func addObserver(_ observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: Any?) {
        SelectorNotificationObservation.add(observer, selector: selector, name: name, object: object, to: self)
    }

    /// Ends every registration of `observer` — selector-based ones included — as UIKit's does. Callable
    /// from a `deinit` (nonisolated, as Foundation's): there the registrations, which hold the observer
    /// weakly, already count as gone and are dropped.
    public nonisolated func removeObserver(_ observer: AnyObject) {
        endSelectorRegistrations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Ends `observer`'s registrations for `name` (nil: every name) and `object` (nil: every sender),
    /// selector-based ones included.
    public nonisolated func removeObserver(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        endSelectorRegistrations(of: observer, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }

    /// Ends the selector registrations on the main actor, where they live; from another thread they
    /// end at the next notification their observer would get (registrations of a gone observer
    /// drop themselves then) — a selector registration is only made on the main actor.
    private nonisolated func endSelectorRegistrations(of observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        guard MainQueue.isCurrent else { return }
        nonisolated(unsafe) let observer = observer, object = object
        MainActor.assumeIsolated {
            SelectorNotificationObservation.remove(observer, name: name, object: object, from: self)
        }
    }
}
