import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the title, the
/// bar button items on each side and how the back button to the previous item looks. A change shows in
/// the bar at once.
@MainActor
open class UINavigationItem {
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
    open var hidesBackButton = false {
        didSet { bar?.itemsDidChange() }
    }
    /// Whether the left items are shown next to the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { bar?.itemsDidChange() }
    }

    /// The bar showing the item.
    weak var bar: UINavigationBar?

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

    /// The title a back button pointing to this item shows: the back item's title, the back button
    /// title, the title, else "Back", as UIKit chooses.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }
}
