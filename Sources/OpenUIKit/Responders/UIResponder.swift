import Foundation

/// An object that can respond to and handle events, as UIKit's `UIResponder`: the base of views, view
/// controllers, windows and the application.
///
/// By default each touch method forwards to ``next``, so an unhandled touch travels up the responder
/// chain (view → its view controller → superview … → window → application), as in UIKit.
///
/// As in UIKit, a responder is an `NSObject` (swift-corelibs-foundation's, a plain Swift class on
/// Linux), so UIKit code that relies on it compiles unchanged: `==` and `Set` membership go through
/// `isEqual(_:)` and `hash` (identity unless a subclass overrides both), `description` reads
/// `<UIButton: 0x…>`, `isKind(of:)`/`isMember(of:)`, `NSObjectProtocol`, and Foundation's
/// delayed `perform(_:with:afterDelay:)` (``DelayedPerforming``). Measured before it was decided
/// (issue 18), with `script/bench-gate` (callgrind): −0.02 % a dispatch-only click, −0.05 % a click
/// with redraw and a full frame, +0.11 % a modal cycle, all within run-to-run noise, where the limit
/// set was 1–2 % (docs/Performance.md, "UIResponder is an NSObject"). Overrides of `isEqual(_:)`, `hash` and
/// `description` are nonisolated, as NSObject's are, so they read only `let` or nonisolated state,
/// as with Apple's SDK under Swift 6.
@MainActor
open class UIResponder: NSObject {
    /// A responder, as `UIResponder()`: views, view controllers and the application are subclasses.
    public override init() {}

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Called when fingers touch down in the responder; by default passes the touches up the responder
    /// chain, as UIKit does, so a view that does not handle touches lets its superview see them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when touches move; by default passes them up the responder chain, as UIKit does.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift; by default passes the touches up the responder chain, as UIKit does.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches (a gesture recognized, the view removed); by default passes
    /// them up the responder chain, as UIKit does.
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
        let previous = application.firstResponder
        if let previous {
            application.isSwitchingFirstResponder = true
            let resigned = previous.resignFirstResponder()
            application.isSwitchingFirstResponder = false
            guard resigned else { return false }
        }
        application.isSwitchingFirstResponder = true
        application.firstResponder = self
        application.isSwitchingFirstResponder = false
        application.softwareKeyboardFollowsFirstResponder(previous: previous)
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

    // MARK: Interface Builder

    /// Called by UIKit on each object decoded from a nib or storyboard, once all of them are connected.
    /// OpenUIKit has no nibs, so **the engine never calls it**; it exists so that overrides (which call
    /// `super.awakeFromNib()` and often share set-up with `init(frame:)`) compile. Call that set-up from
    /// your initializer. UIKit declares it on `NSObject`; here every responder has it.
    open func awakeFromNib() {}

    /// Called by Interface Builder on a designable view before it draws it in the canvas. OpenUIKit has
    /// no Interface Builder, so **the engine never calls it**; it exists so that overrides compile.
    open func prepareForInterfaceBuilder() {}

    // MARK: Actions

    /// Whether this object implements `selector`, as `NSObject`'s `responds(to:)`. Linux has no
    /// Objective-C runtime to look a name up in, so only a selector made from a typed method reference
    /// (`Selector("refresh", Controller.refresh)`) can answer true: it does when this object is of the
    /// method's type. A selector known by name alone, and nil, answer false.
    open func responds(to selector: Selector?) -> Bool {
        selector?.isImplemented(by: self) ?? false
    }

    /// Whether this responder can perform `action`: by default, whether it implements the selector.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// Asked to update `command` — its title, image, state, attributes — before a menu shows it, as
    /// UIKit's `validate(_:)` (iOS 13): called on the responder that will perform the command (the one
    /// ``target(forAction:withSender:)`` names), each time the menu's rows are made. The default does
    /// nothing; a view controller overrides it to check the current choice or disable a command.
    open func validate(_ command: UICommand) {}

    // MARK: Key commands

    /// The keyboard shortcuts this responder handles, as UIKit's `keyCommands` (iOS 7): override it to
    /// return ``UIKeyCommand``s. A key press is matched against the commands of the responder chain,
    /// nearest first, after the system's own use of the key (``UIKeyCommand`` explains the order). Nil
    /// by default; a view controller's commands added with ``UIViewController/addKeyCommand(_:)`` count
    /// besides the ones returned here.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The responder that handles `action` for an action sent with a nil target: this one if it can
    /// perform it, otherwise the next responder's answer, as UIKit's `target(forAction:withSender:)`.
    open func target(forAction action: Selector, withSender sender: Any?) -> AnyObject? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}
