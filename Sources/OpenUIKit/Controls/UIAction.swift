import Foundation

/// The closure an ``UIAction`` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control performs with a closure instead of a target and a selector, as UIKit's `UIAction`
/// (iOS 14): `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
///
/// Actions are identified by ``identifier``: adding an action whose identifier is already registered
/// replaces the registered one, and ``UIControl/removeAction(identifiedBy:for:)`` finds it by identifier,
/// as Apple documents for `addAction(_:for:)`. Without an explicit identifier each action gets a unique one.
@MainActor
public final class UIAction {
    /// A name that identifies an action, as `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title shown when the action appears in a menu or as a button's title.
    public var title: String
    /// The image shown with the title.
    public var image: UIImage?
    public let identifier: Identifier
    public let handler: UIActionHandler
    /// The control that is performing the action; set only while ``handler`` runs, as UIKit's `sender`.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
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
