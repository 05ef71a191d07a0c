/// One button of a ``UIAlertController``, as UIKit's `UIAlertAction`: a title, a ``Style`` and a
/// handler that runs once the alert controller has been dismissed (UIKit's documentation: "A block to
/// execute when the user selects the action"; the block runs after the dismissal animation completes,
/// so the handler may present another controller from the presenting one).
///
/// ``isEnabled`` may change while the alert is shown: the button greys out and ignores touches, Return
/// and Escape, as in UIKit.
@MainActor
open class UIAlertAction {
    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// The block run after the alert is dismissed by this action.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Whether the button can be chosen.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    /// The button showing the action while its alert is loaded.
    weak var button: UIButton?

    /// Creates an action, as UIKit's `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
