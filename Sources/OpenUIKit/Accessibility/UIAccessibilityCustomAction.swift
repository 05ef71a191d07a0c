import Foundation

/// An extra action an assistive technology offers on an element, as UIKit's
/// `UIAccessibilityCustomAction`: VoiceOver's actions rotor lists each by ``name`` (a mail row's
/// "Archive", "Flag"), and choosing one runs its ``actionHandler`` or sends its ``selector`` to its
/// ``target``.
///
/// ``perform()`` is what choosing the action does; OpenUIKit's accessibility tests and hosts call it.
/// A selector action counts as done when the target implements the selector (Linux's typed
/// selectors do not return the method's `Bool`, see ``Selector``); an action with neither a handler nor
/// a target that implements its selector does nothing and reports false.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name the actions rotor reads.
    open var name: String
    /// The name with attributes (a language, a pitch); its string is ``name``.
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// An image shown for the action where assistive technologies show one (Switch Control's menu).
    open var image: UIImage?
    /// What the action does when chosen; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object ``selector`` is sent to. Held weakly, as UIKit's.
    open weak var target: AnyObject?
    /// The method sent to ``target`` with the action as its argument.
    open var selector: Selector?

    /// An action that sends `selector` to `target`, as UIKit's `init(name:target:selector:)`.
    public init(name: String, target: AnyObject?, selector: Selector) {
        self.name = name
        self.target = target
        self.selector = selector
        super.init()
    }

    /// An action that runs `actionHandler`, as UIKit's `init(name:actionHandler:)` (iOS 13).
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that runs `actionHandler`, as UIKit's `init(name:image:actionHandler:)` (iOS 14).
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Chooses the action as an assistive technology does: runs the handler, else sends the selector to
    /// the target; returns whether the action succeeded.
    @discardableResult
    open func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return selector.invoke(on: target, sender: self, event: nil)
    }
}
