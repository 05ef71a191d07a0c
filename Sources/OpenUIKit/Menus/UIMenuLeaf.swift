import Foundation

/// A menu element that is chosen, not opened — an action or a command — as UIKit's `UIMenuLeaf`
/// protocol (iOS 16), which ``UIAction`` and ``UICommand`` adopt: code that walks a menu reads and sets
/// their title, image, attributes and state alike, and performs either.
@MainActor
public protocol UIMenuLeaf: AnyObject {
    /// The text the row shows.
    var title: String { get set }
    /// The smaller text under the title.
    var subtitle: String? { get set }
    /// The image shown at the row's trailing edge.
    var image: UIImage? { get set }
    /// The image shown while ``state`` is `.on`; nil shows ``image``.
    var selectedImage: UIImage? { get set }
    /// Disabled, destructive, hidden, keeps the menu open.
    var attributes: UIMenuElement.Attributes { get set }
    /// Whether the row shows a checkmark (`.on`) or a dash (`.mixed`).
    var state: UIMenuElement.State { get set }
    /// What performed the element last: the menu's control or interaction; nil outside a perform.
    var sender: Any? { get }
    /// Performs the element, as UIKit's `performWithSender(_:target:)`: an action runs its handler
    /// with `sender`; a command sends its selector to `target`, or through the responder chain when
    /// `target` is nil.
    func performWithSender(_ sender: Any?, target: Any?)
}
