import Foundation

/// An object that can respond to and handle events, as UIKit's `UIResponder`: the base of views, view
/// controllers, windows and the application.
///
/// By default each touch method forwards to ``next``, so an unhandled touch travels up the responder
/// chain (view → its view controller → superview … → window → application), as in UIKit.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    /// Whether this responder accepts first-responder status; false by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the application's first responder.
    open var isFirstResponder: Bool { firstResponderApplication.firstResponder === self }

    /// The application whose first responder this may be: a view's window's, else the current one.
    private var firstResponderApplication: UIApplication {
        (self as? UIView)?.window?.application ?? UIApplication.shared
    }

    /// Makes this responder the first responder if it accepts, and the current one resigns.
    /// Returns whether this responder is the first responder afterwards.
    ///
    /// A view that is not in a window is refused, as UIKit refuses it (the well-known reason
    /// `becomeFirstResponder()` fails in `viewDidLoad`); a view that leaves its window resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let application = firstResponderApplication
        if application.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    /// Gives up first-responder status if allowed. Returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        let application = firstResponderApplication
        if application.firstResponder === self { application.firstResponder = nil }
        return true
    }

    // MARK: Actions

    /// Whether this responder can perform `action`: by default, whether it implements the selector.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// The responder that handles `action` for an action sent with a nil target: this one if it can
    /// perform it, otherwise the next responder's answer, as UIKit's `target(forAction:withSender:)`.
    open func target(forAction action: Selector, withSender sender: Any?) -> AnyObject? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}
