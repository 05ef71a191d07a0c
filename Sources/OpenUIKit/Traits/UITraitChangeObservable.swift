/// What can register for trait changes (iOS 17's `UITraitChangeObservable`): views and view
/// controllers. The registration methods are in `UIView+TraitChanges.swift` and
/// `UIViewController+Traits.swift`.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

/// The closure a trait-change registration calls, with the environment and its previous traits, as
/// iOS 17's `UITraitChangeHandler`.
public typealias UITraitChangeHandler<TraitEnvironment> = @MainActor (TraitEnvironment, UITraitCollection) -> Void
