/// An object with traits that follow its place in the interface, as UIKit's `UITraitEnvironment`:
/// windows, views, view controllers and presentation controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed from `previousTraitCollection` (see
    /// `UIView+TraitChanges.swift` for when), with ``UITraitCollection/current`` set to the new traits.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
