/// One registration of iOS 17's `registerForTraitChanges`: the traits it watches and what to call when
/// one of them changes.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    /// The watched traits.
    let traits: [UITrait]
    /// Called with the environment and its previous traits.
    let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether a watched trait differs between `old` and `new`.
    func isTriggered(from old: UITraitCollection, to new: UITraitCollection) -> Bool {
        traits.contains { $0.changed(from: old, to: new) }
    }
}
