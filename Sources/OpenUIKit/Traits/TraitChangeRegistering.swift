/// What keeps trait-change registrations (views and view controllers): the one place the public
/// registration methods of ``UITraitChangeObservable`` store into and remove from.
@MainActor
protocol TraitChangeRegistering: UITraitEnvironment {
    /// Adds `registration`.
    func addTraitChangeRegistration(_ registration: TraitChangeRegistration)
    /// Removes `registration` if it is one of this object's.
    func removeTraitChangeRegistration(_ registration: TraitChangeRegistration)
    /// The registrations, in order.
    var traitChangeRegistrations: [TraitChangeRegistration] { get }
}

extension TraitChangeRegistering {
    /// Tells this object its traits changed from `old` to `new`: ``UITraitEnvironment/traitCollectionDidChange(_:)``,
    /// then each registration watching a trait that changed, with `new` as the current traits — once
    /// per change, and not at all when no trait changed (the callers compare first).
    func traitsDidChange(from old: UITraitCollection, to new: UITraitCollection) {
        new.performAsCurrent {
            traitCollectionDidChange(old)
            for registration in traitChangeRegistrations where registration.isTriggered(from: old, to: new) {
                registration.handler(self, old)
            }
        }
    }
}
