import Foundation

/// A button in a navigation bar, as UIKit's `UIBarButtonItem`: a title, an image or a system item,
/// with target-action, a ``primaryAction`` or a ``menu``.
///
/// Tapping it sends ``action`` through `UIApplication.sendAction(_:to:from:for:)` with the item itself
/// as the sender (a nil ``target`` searches the responder chain), as UIKit does; when a
/// ``primaryAction`` is set it runs instead. A disabled item ignores taps and draws dimmed. The item is
/// not a view: the bar draws it with a private view (`view`).
@MainActor
open class UIBarButtonItem {
    /// The title; nil for system items, whose text comes from the system (see ``SystemItem``).
    open var title: String? {
        didSet { view?.contentDidChange() }
    }
    /// The image shown instead of a title, tinted like the title; set it to change what the bar shows at once.
    open var image: UIImage? {
        didSet { view?.contentDidChange() }
    }
    /// The item's style: `.done` draws the title semibold, as UIKit's bars do for the confirming item.
    open var style: Style = .plain {
        didSet { view?.contentDidChange() }
    }
    /// Whether the item responds to taps; a disabled item draws dimmed.
    open var isEnabled = true {
        didSet { view?.contentDidChange() }
    }
    /// The color of the title; nil uses the bar's tint.
    open var tintColor: UIColor? {
        didSet { view?.contentDidChange() }
    }
    /// A number the app uses to tell items apart, as UIView's `tag`; the engine never reads it.
    open var tag = 0
    /// Extra width for the item; 0 sizes it to its content.
    open var width: CGFloat = 0
    /// The object the action is sent to; nil sends it up the responder chain. Held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// The method sent to target when the item is tapped; made from a method reference, since Linux has
    /// no `#selector` (see `Selector`).
    open var action: Selector?
    /// A closure action that replaces target-action when set.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, !primaryAction.title.isEmpty { title = primaryAction.title }
        }
    }
    /// The menu the item shows, as UIKit's `UIBarButtonItem.menu` (iOS 14). UIKit's header: "the
    /// gesture used to trigger the menu is based on if the bar button item would normally trigger an
    /// action when tapped" — an item with neither a ``primaryAction`` nor an ``action`` shows it on a
    /// tap; one with either runs that on a tap and shows the menu on a long press. A menu shown
    /// on a tap opens as the finger touches down and the same finger may slide onto a row, as a
    /// button's with ``UIControl/showsMenuAsPrimaryAction`` (``MenuContainerView``); chosen actions get
    /// the item as their sender.
    open var menu: UIMenu? {
        didSet { view?.menuDidChange() }
    }
    /// The system item this was created with.
    public let systemItem: SystemItem?

    // Accessibility, as UIKit's `UIBarItem`: the private view that shows the item in a bar reads these
    // (`BarButtonView`), adding `.button` and, while disabled, `.notEnabled` to the traits.

    /// Whether the item's view is an accessibility element; true, as for UIKit's controls.
    open var isAccessibilityElement = true
    /// The name read for the item; nil reads its title.
    open var accessibilityLabel: String?
    /// The item's current value.
    open var accessibilityValue: String?
    /// What tapping the item does.
    open var accessibilityHint: String?
    /// A string that identifies the item's view to tests.
    open var accessibilityIdentifier: String?
    /// Traits the item's view has besides `.button` (and `.notEnabled` while disabled).
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// The view showing the item in a bar, if it is shown.
    weak var view: BarButtonView?

    /// An empty item, as `UIBarButtonItem()`: set its title, image or action afterwards.
    public init() {
        systemItem = nil
    }

    /// An item showing `title` in `style`, sending `action` to `target` when tapped, as UIKit's initializer.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item showing `image` in `style`, sending `action` to `target` when tapped, as UIKit's initializer.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item, as `init(barButtonSystemItem:target:action:)`: its text stands in for UIKit's symbol
    /// (there is no symbol font), and Done takes the done style, as in UIKit.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target
        self.action = action
        style = systemItem.isBold ? .done : .plain
    }

    /// A system item whose tap runs `primaryAction`, as UIKit's `init(systemItem:primaryAction:menu:)`;
    /// `menu` shows on a tap without a primary action, else on a long press (see ``menu``).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image whose tap runs `primaryAction`, as UIKit's
    /// `init(title:image:primaryAction:menu:)`; the action's title is used when it has one, and `menu`
    /// shows on a tap without a primary action, else on a long press (see ``menu``).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A flexible space: in a toolbar, the flexible spaces share the width the buttons leave, as UIKit's
    /// `flexibleSpace()` (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space `width` points wide, as UIKit's `fixedSpace(_:)` (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a space (shows nothing and takes no taps).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The text the bar shows for the item: its title, else its system item's.
    var displayTitle: String {
        title ?? systemItem?.displayTitle ?? ""
    }

    /// Whether a tap shows the ``menu``: the item has one and neither a primary action nor an action.
    var opensMenuOnTap: Bool {
        menu != nil && primaryAction == nil && action == nil
    }

    /// Runs the item's action as a tap does: the primary action, else target-action with the item as sender.
    func sendAction(for event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: event)
        }
    }
}
