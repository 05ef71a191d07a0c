import Foundation

/// A closure-based action, as UIKit's `UIAction`: a title, an optional image and a handler that
/// receives the action. Used as a bar button item's ``UIBarButtonItem/primaryAction``.
@MainActor
open class UIAction {
    public typealias Handler = @MainActor (UIAction) -> Void

    open var title: String
    open var image: UIImage?
    /// The object that sent the action while the handler runs (the bar button item), as UIKit's `sender`.
    public private(set) var sender: Any?
    private let handler: Handler

    public init(title: String = "", image: UIImage? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's ``sender``, as UIKit's `performWithSender(_:target:)`.
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
