import Foundation

/// Behaviour added to a view with ``UIView/addInteraction(_:)``, as UIKit's `UIInteraction` (iOS 11):
/// the view tells the interaction when it is added and removed.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to; nil while it is not added.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (`view` nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed (`view` nil).
    func didMove(to view: UIView?)
}
