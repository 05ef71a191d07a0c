import Foundation

/// The bar of tabs along the bottom of the screen, as UIKit's `UITabBar`: one button per
/// ``UITabBarItem``, the selected one in the ``tintColor`` and the others in the
/// ``unselectedItemTintColor``, each with its badge.
///
/// The items share the bar's width (``ItemPositioning``); each shows its image with the title under it
/// on an iPhone in portrait, and beside it in a regular width or a compact height, in a bar 49, 50 or
/// 32 points tall (`ItemLayout`). A bar at the bottom of the screen extends under the home indicator:
/// its items keep the top ``barHeight`` points, as UIKit's. Tapping an enabled item selects it when the
/// finger lifts inside it, and tells the ``delegate``; a ``UITabBarController`` owns its bar, and refuses
/// direct changes to its items, as UIKit raises for them.
@MainActor
open class UITabBar: UIView {
    /// The items, left to right. Setting it is ``setItems(_:animated:)`` without animation.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item; nil when none is. Setting an item the bar does not show is ignored, with a
    /// `tabBar.unknownItem` warning.
    open var selectedItem: UITabBarItem? {
        get { storedSelectedItem }
        set {
            guard newValue.map({ item in storedItems?.contains { $0 === item } ?? false }) ?? true else {
                return Diagnostics.warn("tabBar.unknownItem", "selectedItem is not one of the tab bar's items; ignored.")
            }
            storedSelectedItem = newValue
            for button in buttons { button.isSelected = button.item === newValue }
        }
    }
    /// Hears the user's selections. A bar a ``UITabBarController`` manages keeps the controller as its
    /// delegate: setting another is refused with a `tabBar.managed` error, as UIKit raises.
    open weak var delegate: (any UITabBarDelegate)? {
        get { storedDelegate }
        set {
            if let controller, newValue !== controller {
                return Diagnostics.report(Diagnostic(code: "tabBar.managed", severity: .error,
                                                     message: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed."))
            }
            storedDelegate = newValue
        }
    }
    /// The colour of unselected items' images and titles; nil uses the system gray, as UIKit.
    open var unselectedItemTintColor: UIColor? {
        didSet { for button in buttons { button.setNeedsDisplay() } }
    }
    /// The bar's background colour, drawn instead of its appearance's material; nil uses the
    /// appearance. UIKit's customisation from before appearances.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the bar is see-through (stored: the renderer draws no blur, see ``UIBarAppearance``).
    open var isTranslucent = true
    /// Where the items sit across the bar.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { setNeedsLayout() }
    }
    /// The width of each item when centered; 0 uses the system's (``defaultCenteredItemWidth``).
    open var itemWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The space between centered items; 0 uses none.
    open var itemSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks; a copy of what is assigned is kept, as UIKit's.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            appearanceDidChange()
        }
    }
    /// How the bar looks with scrolled content at its edge; nil uses ``standardAppearance``. Stored:
    /// scroll views do not report their edge to bars yet, so OpenUIKit draws the standard appearance (see the README).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The width of a centered item when ``itemWidth`` is 0.
    static let defaultCenteredItemWidth: CGFloat = 110

    private var storedItems: [UITabBarItem]?
    private weak var storedSelectedItem: UITabBarItem?
    private weak var storedDelegate: (any UITabBarDelegate)?
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// One button per item, in the items' order.
    private(set) var buttons: [TabBarButton] = []
    /// The controller that owns this bar, if any.
    weak var controller: UITabBarController?

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items, as UIKit's `setItems(_:animated:)` (the change is applied at once). The
    /// selection stays on its item if the item is still shown, else none is selected, as UIKit. On a bar
    /// a ``UITabBarController`` manages, refused with a `tabBar.managed` error, as UIKit raises.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard controller == nil else {
            return Diagnostics.report(Diagnostic(code: "tabBar.managed", severity: .error,
                                                 message: "Directly modifying a tab bar managed by a tab bar controller is not allowed."))
        }
        replaceItems(items)
    }

    /// Shows `items`, keeping the selection if its item is among them.
    func replaceItems(_ items: [UITabBarItem]?) {
        for button in buttons { button.removeFromSuperview() }
        storedItems = items
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, unowned button] _ in self?.userSelected(button.item) },
                             for: .touchUpInside)
            addSubview(button)
            return button
        }
        let selection = storedSelectedItem
        selectedItem = selection.flatMap { selected in items?.contains { $0 === selected } == true ? selected : nil }
        setNeedsLayout()
    }

    /// A tap on `item`'s button: the owning controller decides (and selects), else the bar selects it;
    /// then the delegate hears of it (a controller's own ``UITabBarController/tabBar(_:didSelect:)``,
    /// which a subclass may override, as in UIKit).
    private func userSelected(_ item: UITabBarItem) {
        if let controller {
            guard controller.userSelected(item) else { return }
        } else {
            selectedItem = item
        }
        delegate?.tabBar(self, didSelect: item)
    }

    /// How the items arrange themselves now.
    var itemLayout: ItemLayout { ItemLayout(traitCollection) }

    /// The height of the items' row: 49 points on an iPhone in portrait, 50 in a regular width, 32 in a
    /// compact height, as UIKit's.
    public var barHeight: CGFloat { itemLayout.barHeight }

    /// The bar's size for `size`: its width, and the items' row plus the home indicator's area when the
    /// bar sits at the bottom of the screen, as UIKit's `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight + safeAreaInsets.bottom)
    }

    /// Places the buttons across the top ``barHeight`` points: equal shares of the width, or centered
    /// at their width (see ``itemPositioning``).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let height = min(barHeight, bounds.height)
        let count = CGFloat(buttons.count)
        var positioning = itemPositioning == .automatic ? storedStandardAppearance.stackedItemPositioning : itemPositioning
        if positioning == .automatic { positioning = traitCollection.horizontalSizeClass == .regular ? .centered : .fill }
        let insets = safeAreaInsets
        let usable = max(bounds.width - insets.left - insets.right, 0)
        switch positioning {
        case .centered:
            let width = itemWidth > 0 ? itemWidth : Self.defaultCenteredItemWidth
            let total = width * count + itemSpacing * (count - 1)
            var x = insets.left + ((usable - total) / 2).rounded(.down)
            for button in buttons {
                button.frame = CGRect(x: x, y: 0, width: width, height: height)
                x += width + itemSpacing
            }
        case .fill, .automatic:
            let width = usable / count
            for (index, button) in buttons.enumerated() {
                let left = (insets.left + width * CGFloat(index)).rounded()
                let right = (insets.left + width * CGFloat(index + 1)).rounded()
                button.frame = CGRect(x: left, y: 0, width: right - left, height: height)
            }
        }
    }

    /// A change of size class changes the items' layout and the bar's height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let previousTraitCollection, ItemLayout(previousTraitCollection) != itemLayout else { return }
        appearanceDidChange()
        controller?.viewIfLoaded?.setNeedsLayout()
    }

    /// Redraws the bar and every button after an appearance or layout change.
    private func appearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        for button in buttons { button.setNeedsDisplay() }
    }

    /// The item looks for the current layout.
    var itemAppearance: UITabBarItemAppearance { storedStandardAppearance.itemAppearance(for: itemLayout) }

    // MARK: Drawing

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the background (``barTintColor`` instead of the appearance's material when set) and the
    /// hairline along the top edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        storedStandardAppearance.drawBar(in: bounds, barTintColor: barTintColor, hairlineAtTop: true, context: context)
    }

    // MARK: Accessibility

    /// `.tabBar`, as UIKit's: the bar is a container (not an element itself) with that trait, which is
    /// how VoiceOver and XCUITest's `tabBars` find it; its buttons are its elements.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .tabBar }
}
