import Foundation

/// Registering targets, actions and `UIAction`s for control events, as UIKit's target-action.
///
/// Registrations are kept in order and performed in that order (``UIControl/sendActions(for:)``).
/// Targets are held weakly, as UIKit does: a registration whose target is gone is skipped and dropped.
/// A nil target sends the action up the responder chain (``UIApplication/sendAction(_:to:from:for:)``).
extension UIControl {
    /// Registers `action` to be sent to `target` for `controlEvents`. Registering the same target and
    /// action (by ``Selector/name``) again adds the events to the existing registration and moves it to
    /// the end of the dispatch order, as UIKit does (it removes the old entry and appends the merged
    /// one). Empty `controlEvents` are refused with a warning.
    public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        guard !controlEvents.isEmpty else {
            Diagnostics.warn("control.addTargetWithoutEvents",
                             "addTarget(_:action: \(action.name), for: []) registers nothing; ignored.")
            return
        }
        if let index = registrations.firstIndex(where: { $0.matches(target: target) && $0.selectorName == action.name }) {
            let existing = registrations.remove(at: index)
            existing.events.formUnion(controlEvents)
            registrations.append(existing)
            return
        }
        registrations.append(ControlTargetAction(target: target, action: .selector(action), events: controlEvents))
    }

    /// Registers a method taking no arguments, by typed method reference:
    /// `button.addTarget(self, action: Controller.refresh, for: .touchUpInside)`.
    ///
    /// Swift cannot recover a method's name from a reference, so the action is named after the target's
    /// type and the call site (`"Controller@Module/File.swift:12:9"`): registering again from the same
    /// line merges as UIKit does, and ``actions(forTarget:forControlEvent:)`` reports that name (compare it
    /// with the name ``sendAction(_:to:for:)`` receives). To choose the name — to remove one action
    /// by name, say — register a ``Selector`` instead.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addTarget(target, action: Selector(ControlActionCallSite.name(Target.self, fileID, line, column), action),
                  for: controlEvents)
    }

    /// Registers a method taking the sender (`func tapped(_ sender: UIButton)`), by typed method reference;
    /// named as the no-argument form.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addTarget(target, action: Selector(ControlActionCallSite.name(Target.self, fileID, line, column), action),
                  for: controlEvents)
    }

    /// Registers a method taking the sender and the event, by typed method reference; named as the
    /// no-argument form.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        addTarget(target, action: Selector(ControlActionCallSite.name(Target.self, fileID, line, column), action),
                  for: controlEvents)
    }

    /// Removes `controlEvents` from the matching registrations, as UIKit's
    /// `removeTarget(_:action:for:)`: a nil `target` matches every target, a nil `action` every action;
    /// with both nil, `UIAction`s match too (UIKit keeps them in the same table). A registration left
    /// with no events is removed. One `UIAction` is removed with ``removeAction(_:for:)``.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for registration in registrations {
            if registration.selectorName == nil {
                guard target == nil && action == nil else { continue }
            } else {
                if let target, registration.target !== target { continue }
                if let action, registration.selectorName != action.name { continue }
            }
            registration.events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The distinct targets, as UIKit's `allTargets`: an `NSNull` stands for the responder-chain
    /// (nil-target) registrations, as Apple documents; `UIAction`s have no target and are not listed.
    ///
    /// UIKit's type is `Set<AnyHashable>` of Objective-C objects. A target that is `Hashable` — every
    /// `NSObject`, so every `UIResponder` (views, controllers, the application), as in UIKit —
    /// is in the set itself, so `allTargets.contains(self)` reads as in UIKit. A Swift object that is
    /// not `Hashable` is in the set as its `ObjectIdentifier` (`allTargets.contains(ObjectIdentifier(x))`),
    /// the only identity-based hashable form Swift gives any class. Look for the responder chain's
    /// entry with `allTargets.contains { $0.base is NSNull }`: Foundation on Linux hashes `NSNull`
    /// differently on each call, so `contains(NSNull())` misses it.
    public var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for registration in registrations where registration.selectorName != nil {
            if registration.usesResponderChain {
                targets.insert(NSNull())
            } else if let target = registration.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// Every event that has at least one registration whose target is alive (a registration whose
    /// target went away counts for nothing, even before a dispatch drops it).
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { events, registration in
            if !registration.isOrphaned { events.formUnion(registration.events) }
        }
    }

    /// The names of the actions registered for `target` (nil: the responder-chain registrations) and
    /// `controlEvent`, in registration order; nil when there are none, as UIKit returns nil. A
    /// registration counts only if its events include every bit of `controlEvent`, as UIKit compares.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registrations
            .filter { $0.matches(target: target) && $0.events.isSuperset(of: controlEvent) }
            .compactMap(\.selectorName)
        return names.isEmpty ? nil : names
    }

    // MARK: UIAction

    /// Registers a closure action for `controlEvents`. An action with the identifier of one already
    /// registered replaces it (in its place in the order) and adds the events, as Apple documents.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else {
            Diagnostics.warn("control.addActionWithoutEvents",
                             "addAction(\(action.identifier.rawValue), for: []) registers nothing; ignored.")
            return
        }
        if let existing = registration(identifiedBy: action.identifier) {
            existing.action = .closure(action)
            existing.events.formUnion(controlEvents)
            return
        }
        registrations.append(ControlTargetAction(target: nil, action: .closure(action), events: controlEvents))
    }

    /// Removes `controlEvents` from the action with `action`'s identifier.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `identifier`; with no events left it is removed.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        guard let existing = registration(identifiedBy: identifier) else { return }
        existing.events.subtract(controlEvents)
        registrations.removeAll { $0.events.isEmpty }
    }

    private func registration(identifiedBy identifier: UIAction.Identifier) -> ControlTargetAction? {
        registrations.first { registration in
            if case .closure(let action) = registration.action { return action.identifier == identifier }
            return false
        }
    }

    // MARK: Enumerating

    /// Calls `iterator` for each registration in dispatch order, as UIKit's
    /// `enumerateEventHandlers(_:)` (iOS 14): with the `UIAction`, or the target (nil for the responder
    /// chain) and selector, and the registration's events. Setting `stop` to true ends the walk.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvents: Event,
                     _ stop: inout Bool) -> Void
    ) {
        var stop = false
        for registration in registrations where !registration.isOrphaned && !registration.events.isEmpty {
            switch registration.action {
            case .closure(let action):
                iterator(action, nil, registration.events, &stop)
            case .selector(let selector):
                iterator(nil, (registration.target, selector), registration.events, &stop)
            }
            if stop { return }
        }
    }
}
