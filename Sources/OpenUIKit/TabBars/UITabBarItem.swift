import Foundation

/// An item in a tab bar, as UIKit's `UITabBarItem`: a title, an image (and one for the selected
/// state), a badge, and a tag the app uses to tell items apart.
///
/// Every view controller has one (``UIViewController/tabBarItem``), which a ``UITabBarController``
/// shows for it. The item is not a view: the bar draws it with a private button (`TabBarButton`),
/// and a change to what it shows redraws that button at once, as UIKit's items do.
///
/// UIKit declares the title, image, tag and accessibility members on `UIBarItem`, the superclass it
/// shares with `UIBarButtonItem`; OpenUIKit declares them on each class, so code using either
/// item compiles unchanged (only code naming `UIBarItem` itself does not).
@MainActor
open class UITabBarItem {
    /// The title under the image; a system item's title comes from the system.
    open var title: String? {
        didSet { contentDidChange() }
    }
    /// The image, drawn as a template in the bar's tint (or unselected tint) unless its rendering mode
    /// is `.alwaysOriginal`.
    open var image: UIImage? {
        didSet { contentDidChange() }
    }
    /// The image shown while the item is selected; nil shows ``image`` in the selected tint, as UIKit.
    open var selectedImage: UIImage? {
        didSet { contentDidChange() }
    }
    /// A number the app uses to tell items apart; the bar never reads it.
    open var tag: Int
    /// Whether the item can be selected; a disabled item draws dimmed and ignores taps.
    open var isEnabled = true {
        didSet { contentDidChange() }
    }
    /// The text of the badge at the image's top-right corner; nil shows none. An empty string shows
    /// a small dot, as UIKit's.
    open var badgeValue: String? {
        didSet { contentDidChange() }
    }
    /// The badge's background; nil uses the system red, as UIKit.
    open var badgeColor: UIColor? {
        didSet { contentDidChange() }
    }
    /// Moves the image by these insets (top and left move it; bottom and right are ignored, as the
    /// image keeps its size).
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { contentDidChange() }
    }
    /// Moves the title by this offset.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { contentDidChange() }
    }
    /// The system item this was created with, which gives its title and image.
    let systemItem: SystemItem?

    // Accessibility, as UIKit's `UIBarItem`: the private button that shows the item reads these.

    /// Whether the item's button is an accessibility element; true, as for UIKit's tab bar buttons.
    open var isAccessibilityElement = true
    /// The name read for the item; nil reads its title.
    open var accessibilityLabel: String?
    /// The item's value; nil reads the badge, as VoiceOver reads UIKit's.
    open var accessibilityValue: String?
    /// What choosing the item does.
    open var accessibilityHint: String?
    /// A string that identifies the item's button to tests.
    open var accessibilityIdentifier: String?
    /// Traits the item's button has besides `.button` (and `.selected` / `.notEnabled`).
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// The title attributes set per state (``setTitleTextAttributes(_:for:)``).
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The badge's text attributes set per state (``setBadgeTextAttributes(_:for:)``).
    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The button showing the item in a bar, if it is shown.
    weak var button: TabBarButton?

    /// An item with no title or image, as `UITabBarItem()`.
    public init() {
        tag = 0
        systemItem = nil
    }

    /// An item with a title, an image and a tag, as UIKit's `init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// An item with a title and an image for each state, as UIKit's `init(title:image:selectedImage:)`;
    /// its tag is 0.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        systemItem = nil
    }

    /// A system item (its title and image are the system's), as UIKit's `init(tabBarSystemItem:tag:)`.
    /// As in UIKit, ``title`` and ``image`` stay nil: the system's are drawn.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The title the bar draws: the item's, else its system item's.
    var displayTitle: String { title ?? systemItem?.title ?? "" }

    /// The image the bar draws for `selected`: the selected image when selected and set, else the
    /// image, else the system item's.
    func displayImage(selected: Bool) -> UIImage? {
        if selected, let selectedImage { return selectedImage }
        return image ?? systemItem?.image
    }

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for `state`, as UIKit's
    /// `setTitleTextAttributes(_:for:)`. `.normal`'s apply in every state a state of its own does not
    /// override; nil removes the state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        contentDidChange()
    }

    /// The title attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Sets the badge text's attributes for `state`, as UIKit's `setBadgeTextAttributes(_:for:)`.
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = attributes
        contentDidChange()
    }

    /// The badge attributes set for `state` (nil when none were).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    /// The title attributes in effect for `state`: `.normal`'s, overridden by the state's own.
    func effectiveTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        Self.attributes(in: titleAttributesByState, for: state)
    }

    /// The badge attributes in effect for `state`, as ``effectiveTitleAttributes(for:)``.
    func effectiveBadgeAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        Self.attributes(in: badgeAttributesByState, for: state)
    }

    /// `.normal`'s attributes in `table`, overridden by `state`'s own, as UIKit resolves per-state
    /// attributes.
    private static func attributes(in table: [UInt: [NSAttributedString.Key: Any]],
                                   for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes = table[UIControl.State.normal.rawValue] ?? [:]
        if state != .normal, let own = table[state.rawValue] {
            attributes.merge(own) { _, new in new }
        }
        return attributes
    }

    private func contentDidChange() {
        button?.itemDidChange()
    }
}
