import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the title, the
/// bar button items on each side and how the back button to the previous item looks. A change shows in
/// the bar at once.
@MainActor
open class UINavigationItem {
    /// The title the bar shows in its middle; a view controller's `title` sets it, as in UIKit.
    open var title: String? {
        didSet { bar?.itemsDidChange() }
    }
    /// The items on the left, left to right; they replace the back button unless
    /// ``leftItemsSupplementBackButton`` is true.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { bar?.itemsDidChange() }
    }
    /// The items on the right, right to left (the first is the rightmost), as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { bar?.itemsDidChange() }
    }
    /// The item the next item's back button shows (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { bar?.itemsDidChange() }
    }
    /// The title the next item's back button shows, when there is no ``backBarButtonItem``.
    open var backButtonTitle: String? {
        didSet { bar?.itemsDidChange() }
    }
    /// Which title the next item's back button shows when there is no ``backBarButtonItem`` (iOS 14):
    /// `.default` (the back button title, the title, "Back"), `.generic` ("Back") or `.minimal` (the back
    /// indicator alone). Set on the item a back button returns to, as ``backButtonTitle`` is.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { bar?.itemsDidChange() }
    }
    /// Whether the bar hides the back button for this item, so a screen can take its place (a modal step
    /// that must not be left by Back).
    open var hidesBackButton = false {
        didSet { bar?.itemsDidChange() }
    }
    /// Whether the left items are shown next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { bar?.itemsDidChange() }
    }

    /// Whether the title shows large when the bar ``UINavigationBar/prefersLargeTitles``:
    /// `.automatic` (the default) as the item below it, the root item large, as UIKit.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { bar?.itemsDidChange() }
    }
    /// The bar's look while this item is on top, over the bar's own
    /// ``UINavigationBar/standardAppearance``; nil uses the bar's. Stored as a copy, as UIKit's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy(); bar?.appearanceDidChange() }
    }
    /// The bar's look in compact height while this item is on top; nil falls back as the bar's
    /// ``UINavigationBar/compactAppearance``. Stored as a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); bar?.appearanceDidChange() }
    }
    /// The bar's look at the scroll edge while this item is on top; nil falls back as the bar's
    /// ``UINavigationBar/scrollEdgeAppearance``. Stored as a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); bar?.appearanceDidChange() }
    }

    /// The item's own bar appearances (see ``UINavigationBar/Appearances``).
    private var appearances = UINavigationBar.Appearances()

    /// The bar showing the item.
    weak var bar: UINavigationBar?

    /// An item with `title`, as `UINavigationItem(title:)`; a view controller makes its own.
    public init(title: String?) {
        self.title = title
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (rightmost) right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The title a back button pointing to this item shows: the back item's title, else by
    /// ``backButtonDisplayMode`` — the back button title, the title, else "Back"; "Back"; or none — as
    /// UIKit chooses. (UIKit also falls back to "Back", then to none, when a title does not fit the bar;
    /// OpenUIKit truncates it.)
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .default: return backButtonTitle ?? title ?? "Back"
        case .generic: return "Back"
        case .minimal: return ""
        }
    }
}
