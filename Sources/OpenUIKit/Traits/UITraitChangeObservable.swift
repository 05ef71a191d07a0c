/// What can register for trait changes (iOS 17's `UITraitChangeObservable`): views and view
/// controllers. The registration methods are in `UITraitChangeObservable+Registration.swift`.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// The closure a trait-change registration calls, with the environment and its previous traits,
    /// as iOS 17's `UITraitChangeObservable.TraitChangeHandler`. Generic over the environment's type,
    /// so a handler may name it `Self` — `{ (self: Self, previous: UITraitCollection) in … }`, Apple's
    /// idiom — or the class it is registered in.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
        @MainActor (TraitEnvironment, UITraitCollection) -> Void
}

/// The closure type of a trait-change registration for any environment, as iOS 17 imports the
/// Objective-C `UITraitChangeHandler` block: the environment as a `UITraitEnvironment`.
public typealias UITraitChangeHandler = @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
