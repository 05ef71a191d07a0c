import Foundation

/// One `NotificationCenter.addObserver(_:selector:name:object:)` registration: the observer, held
/// weakly (since iOS 9 a center no longer sends to a deallocated observer, and UIKit code relies on
/// not having to remove itself), the selector to send it, what it listens for, and the block
/// registration that carries it on the center.
///
/// Every registration of a center is listed in ``registrations`` so that `removeObserver(_:)` with the
/// observer — the UIKit spelling — finds the block registrations Foundation made for it. An entry
/// whose observer is gone is dropped at the next notification it would have received, or at the next
/// registration or removal on its center.
@MainActor
final class SelectorNotificationObservation {
    /// The registrations, by center.
    private static var registrations: [ObjectIdentifier: [SelectorNotificationObservation]] = [:]

    private weak var observer: AnyObject?
    private let selector: Selector
    let name: Notification.Name?
    /// The sender it listens to, compared by identity as Foundation compares `object:`; nil for any.
    private let object: AnyObject?
    private var token: NSObjectProtocol?
    private weak var center: NotificationCenter?

    private init(observer: AnyObject, selector: Selector, name: Notification.Name?, object: AnyObject?, center: NotificationCenter) {
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object
        self.center = center
    }

    /// Registers `observer` to be sent `selector` with each notification `center` posts that matches
    /// `name` and `object` (nil matches any).
    static func add(_ observer: AnyObject, selector: Selector, name: Notification.Name?, object: Any?, to center: NotificationCenter) {
        let sender = object.map { $0 as AnyObject }
        let observation = SelectorNotificationObservation(observer: observer, selector: selector, name: name, object: sender,
                                                          center: center)
        observation.token = center.addObserver(forName: name, object: object, queue: nil) { [observation] notification in
            // `Notification` is not `Sendable` (its `userInfo` holds `Any`): the poster is done with it
            // once `post` returns, and the main actor only reads it.
            nonisolated(unsafe) let handedOver = notification
            guard MainQueue.isCurrent else {
                // Foundation delivers on the posting thread; a selector of a main-actor observer runs on
                // the main actor, after the post returns.
                Task { @MainActor in observation.deliver(handedOver) }
                return
            }
            MainActor.assumeIsolated { observation.deliver(handedOver) }
        }
        prune(center)
        registrations[ObjectIdentifier(center), default: []].append(observation)
    }

    /// Removes `observer`'s registrations on `center` for `name` and `object` (nil: all of them), as
    /// `removeObserver(_:name:object:)` does for selector-based observers.
    static func remove(_ observer: AnyObject, name: Notification.Name?, object: Any?, from center: NotificationCenter) {
        let sender = object.map { $0 as AnyObject }
        end(on: center) { observation in
            observation.observer === observer && (name == nil || observation.name == name)
                && (sender == nil || observation.object === sender)
        }
    }

    /// Ends `center`'s registrations whose observer is gone.
    private static func prune(_ center: NotificationCenter) {
        end(on: center) { _ in false }
    }

    /// Ends `center`'s registrations that `matches`, and those whose observer is gone.
    private static func end(on center: NotificationCenter, where matches: (SelectorNotificationObservation) -> Bool) {
        let id = ObjectIdentifier(center)
        guard var list = registrations[id] else { return }
        list.removeAll { observation in
            guard observation.observer == nil || matches(observation) else { return false }
            observation.stop()
            return true
        }
        registrations[id] = list.isEmpty ? nil : list
    }

    /// How many registrations `center` holds for `observer` (tests).
    static func count(of observer: AnyObject, on center: NotificationCenter) -> Int {
        registrations[ObjectIdentifier(center)]?.filter { $0.observer === observer }.count ?? 0
    }

    /// Sends the selector to the observer, or ends the registration when the observer is gone.
    private func deliver(_ notification: Notification) {
        guard let observer else {
            if let center { Self.prune(center) }
            return
        }
        selector.invoke(on: observer, sender: notification, event: nil)
    }

    /// Takes the block registration off the center.
    private func stop() {
        if let token, let center { center.removeObserver(token as Any) }
        token = nil
    }
}
