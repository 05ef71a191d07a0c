import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`: its ``items`` left to right, with flexible spaces
/// sharing what width is left and fixed spaces their ``UIBarButtonItem/width``, in a 44-point bar (32
/// in a compact height, as UIKit's). Each button is the private bar button view the navigation bar
/// uses, so a toolbar button tracks touches, shows its menu and sends its action as one in a
/// navigation bar does. A navigation controller shows one along the bottom with its top controller's
/// ``UIViewController/toolbarItems`` (``UINavigationController/toolbar``).
@MainActor
open class UIToolbar: UIView {
    /// The bar's height in a regular height, as UIKit's toolbars.
    public static let defaultHeight: CGFloat = 44
    /// The bar's height in a compact height (an iPhone in landscape), as UIKit's.
    static let compactHeight: CGFloat = 32
    /// The inset of the first and last buttons from the bar's edges, as the navigation bar's.
    static let edgeMargin: CGFloat = 8

    /// The items, left to right. Setting it is ``setItems(_:animated:)`` without animation.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's background colour, drawn instead of its appearance's material; nil uses the appearance.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the bar is see-through (stored: the renderer draws no blur, see ``UIBarAppearance``).
    open var isTranslucent = true
    /// How the bar looks; a copy of what is assigned is kept, as UIKit's.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue.copy()
            appearanceDidChange()
        }
    }
    /// How the bar looks in a compact height; nil uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set {
            storedCompactAppearance = newValue?.copy()
            appearanceDidChange()
        }
    }
    /// How the bar looks with scrolled content at its edge; stored (scroll views do not report their edge to bars yet).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedItems: [UIBarButtonItem]?
    private var storedStandardAppearance = UIToolbarAppearance()
    private var storedCompactAppearance: UIToolbarAppearance?
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    /// One view per item that is not a space, with the item it shows.
    private var buttonViews: [BarButtonView] = []

    /// An empty toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items, as UIKit's `setItems(_:animated:)` (the change is applied at once).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for view in buttonViews { view.removeFromSuperview() }
        storedItems = items
        buttonViews = (items ?? []).filter { !$0.isSpace }.map { item in
            let view = BarButtonView(content: .item(item)) { [weak item] event in item?.sendAction(for: event) }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    /// The appearance drawn now: the compact one in a compact height when set, else the standard one.
    var currentAppearance: UIToolbarAppearance {
        if traitCollection.verticalSizeClass == .compact, let storedCompactAppearance { return storedCompactAppearance }
        return storedStandardAppearance
    }

    /// The height of the buttons' row: 44 points, 32 in a compact height.
    var barHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.defaultHeight
    }

    /// The bar's height for its traits at `size`'s width, as UIKit's `sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// Places the buttons across the top ``barHeight`` points from the left margin: each button at its
    /// fitting width, each fixed space at its width, and the flexible spaces sharing what is left
    /// equally, as UIKit's toolbars do.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(barHeight, bounds.height)
        let items = storedItems ?? []
        let insets = safeAreaInsets
        let usable = max(bounds.width - insets.left - insets.right - 2 * Self.edgeMargin, 0)
        let widths = items.map { item -> CGFloat in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            return buttonViews.first { $0.shows(item) }?.fittingWidth ?? 0
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let flexibleWidth = flexibleCount > 0 ? max(usable - widths.reduce(0, +), 0) / CGFloat(flexibleCount) : 0
        var x = insets.left + Self.edgeMargin
        for (item, width) in zip(items, widths) {
            if item.systemItem == .flexibleSpace {
                x += flexibleWidth
                continue
            }
            if let view = buttonViews.first(where: { $0.shows(item) }) {
                view.frame = CGRect(x: x.rounded(), y: 0, width: width, height: height)
            }
            x += width
        }
    }

    /// A change of height class changes the bar's height and appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { appearanceDidChange() }
    }

    private func appearanceDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        for view in buttonViews { view.setNeedsDisplay() }
    }

    // MARK: Drawing

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the background (``barTintColor`` instead of the appearance's material when set) and the
    /// hairline along the top edge.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        currentAppearance.drawBar(in: bounds, barTintColor: barTintColor, hairlineAtTop: true, context: context)
    }

    // MARK: Accessibility

    /// The buttons, left to right; the bar itself is a container (XCUITest's `toolbars` finds it by class).
    override var defaultAccessibilityElements: [Any]? {
        buttonViews.sorted { $0.frame.minX < $1.frame.minX }
    }
}
