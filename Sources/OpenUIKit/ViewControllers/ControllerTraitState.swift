/// What a view controller keeps about traits: its style override, the overrides it set for children
/// and its iOS 17 registrations (`UIViewController+Traits.swift`).
struct ControllerTraitState {
    /// ``UIViewController/overrideUserInterfaceStyle``.
    var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// ``UIViewController/setOverrideTraitCollection(_:forChild:)``'s overrides, by child; a child's
    /// entry goes when the override is set to nil.
    var childOverrides: [ChildTraitOverride] = []
    /// The controller's trait-change registrations.
    var registrations: [TraitChangeRegistration] = []
    /// ``UIViewController/traitCollection`` as last computed, while its view is in a window.
    var cache = TraitCache()
    /// The traits ``UIViewController/traitCollection`` reports while the controller's size classes are
    /// about to change: the old ones, during ``UIViewController/willTransition(to:with:)``; nil otherwise.
    var traitsBeforeTransition: UITraitCollection?
}
