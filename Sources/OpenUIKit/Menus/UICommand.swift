import Foundation

/// A menu element that sends a selector through the responder chain, as UIKit's `UICommand` (iOS 13):
/// `UICommand(title: "Refresh", action: Selector("refresh:", FeedViewController.refresh))`.
///
/// Chosen in a menu (a button's or a context menu's), the command is sent as UIKit sends it: the
/// receiver is `target(forAction:withSender:)` asked of the first responder — or, with none, of the
/// view the menu came from (the button, the interaction's view) — so the nearest view controller
/// that implements the method performs it; the method gets the command as its sender, and reads
/// ``propertyList`` to tell several commands with one selector apart. While the menu shows, a command
/// no responder in that chain can perform is greyed out and cannot be chosen, as UIKit's menus
/// disable such commands (Catalyst's menu bar documents it: the responder chain decides whether an
/// item "can be performed", and an item no responder takes is disabled). The responder that will
/// perform the command is asked to ``UIResponder/validate(_:)`` it each time the rows are made, so it
/// can check the current choice or disable the command before it shows.
///
/// Linux has no Objective-C runtime, so the selector is a ``Selector`` made from a method
/// (`Selector("refresh:", FeedViewController.refresh)`); `#selector` does not exist. ``alternates`` are
/// kept and, as on iPhone and iPad, neither shown nor performed (``UICommandAlternate``).
///
/// Not final, as in UIKit: ``UIKeyCommand`` is a command with a keyboard shortcut.
@MainActor
public class UICommand: UIMenuElement, UIMenuLeaf {
    // Settable as ``UIAction``'s, through the same stored values: UIKit's `UIMenu` keeps them read-only,
    // so they cannot be made settable once on ``UIMenuElement``, and a public class cannot share them
    // through a non-public superclass.
    /// The text the row shows.
    public override var title: String { get { storedTitle } set { storedTitle = newValue } }
    /// The smaller text under the title (iOS 15).
    public override var subtitle: String? { get { storedSubtitle } set { storedSubtitle = newValue } }
    /// The image shown at the row's trailing edge.
    public override var image: UIImage? { get { storedImage } set { storedImage = newValue } }
    /// The image shown while ``state`` is `.on` (iOS 15); nil shows ``image``.
    public var selectedImage: UIImage?
    /// The method sent through the responder chain when the command is chosen.
    public let action: Selector
    /// Data the receiving method reads from the command (which of several "Sort by" commands sharing
    /// one method was chosen, say); UIKit requires a property-list value, OpenUIKit keeps anything.
    public let propertyList: Any?
    /// The command's alternate actions (see ``UICommandAlternate``: kept, not shown on iPhone and iPad).
    public let alternates: [UICommandAlternate]
    /// The text a keyboard shortcut list shows for the command; nil uses ``title``.
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden, keeps the menu open.
    public var attributes: UIMenuElement.Attributes
    /// Whether the row shows a checkmark (`.on`) or a dash (`.mixed`).
    public var state: UIMenuElement.State
    /// The menu's control or interaction while the command is performed; nil otherwise.
    public private(set) var sender: Any?

    /// Makes a command, as UIKit's
    /// `UICommand(title:subtitle:image:selectedImage:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                action: Selector, propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.selectedImage = selectedImage
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Sends ``action`` with this command as its sender: to `target` when it is an object, else to the
    /// responder the chain from the first responder names (`UIApplication.sendAction(_:to:from:for:)`).
    /// ``sender`` reads `sender` meanwhile. No receiver: the `action.noTarget` diagnostic.
    public func performWithSender(_ sender: Any?, target: Any?) {
        let outer = self.sender
        self.sender = sender
        defer { self.sender = outer }
        if let target {
            action.invoke(on: target as AnyObject, sender: self, event: nil)
        } else {
            UIApplication.shared.sendAction(action, to: nil, from: self, for: nil)
        }
    }

    /// The responder that performs the command when it is sent from `start`'s chain, if any.
    func receiver(from start: UIResponder?) -> AnyObject? {
        start?.target(forAction: action, withSender: self)
    }
}
