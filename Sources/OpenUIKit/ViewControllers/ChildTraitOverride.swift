/// The traits a container set for one child (``UIViewController/setOverrideTraitCollection(_:forChild:)``).
/// The child is held weakly: a container does not keep a removed child alive through its override.
@MainActor
struct ChildTraitOverride {
    weak var child: UIViewController?
    var traits: UITraitCollection
}
