/// iOS 17's trait-change registration, for views and view controllers.
extension UITraitChangeObservable {
    /// Calls `handler` with this object and its previous traits after any of `traits` changed, as
    /// iOS 17's `registerForTraitChanges(_:handler:)`:
    /// `registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in … }`.
    /// The handler gets the object as its argument so that it need not capture it. As Apple's, the
    /// handler's environment type is a generic parameter of its own, not the protocol's `Self`: inside
    /// a class the closure's `Self` is the dynamic type of `self`, which the static type of the call
    /// could not accept. A handler whose type this object is not is never called.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        register(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
    }

    /// Sends `action` to `target` (held weakly, so a target that owns this object makes no cycle)
    /// after any of `traits` changed, with this object as the sender, as iOS 17's
    /// `registerForTraitChanges(_:target:action:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any,
                                        action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return register(traits) { [weak target] environment, _ in
            guard let target else { return }
            _ = action.invoke(on: target, sender: environment, event: nil)
        }
    }

    /// Sends `action` to this object after any of `traits` changed, as iOS 17's
    /// `registerForTraitChanges(_:action:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    /// Stops the calls of `registration`, as iOS 17's `unregisterForTraitChanges(_:)`; a registration
    /// of another object is ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let registration = registration as? TraitChangeRegistration else { return }
        (self as? any TraitChangeRegistering)?.removeTraitChangeRegistration(registration)
    }

    private func register(_ traits: [UITrait],
                          _ handler: @escaping UITraitChangeHandler)
        -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        (self as? any TraitChangeRegistering)?.addTraitChangeRegistration(registration)
        return registration
    }
}
