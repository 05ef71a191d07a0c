import Foundation

/// The closure an ``UIAction`` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control performs with a closure instead of a target and a selector, as UIKit's `UIAction`
/// (iOS 14): `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
///
/// Actions are identified by ``identifier``: adding an action whose identifier is already registered
/// replaces the registered one, and ``UIControl/removeAction(identifiedBy:for:)`` finds it by identifier,
/// as Apple documents for `addAction(_:for:)`. Without an explicit identifier each action gets a unique one.
///
/// An action is also a ``UIMenuElement``: in a ``UIMenu`` it is a row showing its ``title``,
/// ``subtitle`` and ``image``, a checkmark while its ``state`` is `.on`, greyed out or red by its
/// ``attributes``; choosing the row runs the handler with the menu's control as ``sender``.
@MainActor
public final class UIAction: UIMenuElement, UIMenuLeaf {
    /// A name that identifies an action, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name; actions with equal names are the same action to ``UIControl``.
        public let rawValue: String
        /// Wraps `rawValue` as UIKit's `UIAction.Identifier(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The unlabelled spelling UIKit code uses, as in `UIAction.Identifier("save")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title shown when the action appears in a menu or as a button's title.
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The smaller text under the title in a menu row (iOS 15).
    public override var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// The image shown with the title.
    public override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image a menu shows while ``state`` is `.on` (iOS 15); nil shows ``image``.
    public var selectedImage: UIImage?
    /// The text a keyboard shortcut list shows for the action; nil uses ``title``.
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu: disabled, destructive, hidden, keeps the menu open.
    public var attributes: UIMenuElement.Attributes
    /// Whether the action shows as chosen (a checkmark when `.on`); a single-selection menu sets it.
    public var state: UIMenuElement.State
    /// Identifies the action for replacement and removal: adding an action with a registered identifier
    /// replaces the old one. Unique unless given.
    public let identifier: Identifier
    /// The closure run when the control sends the action; it reads the control from the action's ``sender``.
    public let handler: UIActionHandler
    /// The control that is performing the action; set only while ``handler`` runs, as UIKit's `sender`.
    public internal(set) var sender: Any?

    /// Makes an action, as UIKit's
    /// `UIAction(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`;
    /// without an `identifier` it gets a unique one, so two actions never replace each other by accident.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender`, as UIKit's `performWithSender(_:target:)`
    /// (``UIMenuLeaf``); an action has no target, so `target` is ignored.
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    /// Runs the handler with ``sender`` set to `sender`. A perform nested inside the handler (the
    /// handler sends the same action again) restores the outer sender when it returns, so the outer
    /// handler keeps reading its own sender, as ``UIGestureRecognizer`` does for its reported state.
    func perform(sender: Any?) {
        let outer = self.sender
        self.sender = sender
        defer { self.sender = outer }
        handler(self)
    }
}
