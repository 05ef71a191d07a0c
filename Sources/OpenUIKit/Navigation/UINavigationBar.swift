import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: it shows the top
/// item's title in the middle, its left items (or a back button titled after the previous item, which
/// pops) on the left and its right items on the right. Everything it shows is drawn into the display
/// list: its background, hairline and title here, each button by its own view.
///
/// With ``prefersLargeTitles`` an item whose ``UINavigationItem/largeTitleDisplayMode`` resolves to
/// large gets UIKit's large-title layout on iPhone and iPad: the buttons keep the 44-point row and a
/// 52-point row under it shows the title leading-aligned in 34-point bold, so the bar is 96 points
/// tall and the controller's content starts below it. A bar in compact height (an iPhone in
/// landscape) never shows a large title, as UIKit. Scroll views do not drive the bar yet, so a large
/// title never collapses into the inline one by scrolling. How the bar looks comes from its appearances
/// (`UINavigationBar+Appearance.swift`).
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height (UIKit's compact navigation bar), and the height of the buttons' row.
    public static let defaultHeight: CGFloat = 44
    /// The height of the large-title row under the buttons' row, as UIKit's on iPhone (96 − 44).
    static let largeTitleRowHeight: CGFloat = 52
    /// The inset of the first and last buttons from the bar's edges.
    static let edgeMargin: CGFloat = 8
    /// The large title's leading inset: the system's 16-point layout margin on iPhone.
    static let largeTitleMargin: CGFloat = 16

    /// The items, bottom to top; the last is shown.
    public private(set) var items: [UINavigationItem]?
    /// The bar's background color, drawn instead of the appearance's blur; nil uses the appearance
    /// alone. UIKit's legacy customisation, kept from before appearances.
    open var barTintColor: UIColor? {
        didSet { noteSet(.barTintColor); setNeedsDisplay() }
    }
    /// Whether the bar shows large titles for items that want them (see the type's documentation);
    /// false by default, as UIKit. The bar and its controller's content move to match.
    open var prefersLargeTitles = false {
        didSet { noteSet(.prefersLargeTitles); itemsDidChange() }
    }
    /// The inline title's attributes (`.foregroundColor`, `.font`), under the appearance's own; nil
    /// for none. UIKit's legacy customisation, kept from before appearances.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteSet(.titleTextAttributes); setNeedsDisplay() }
    }
    /// The large title's attributes (`.foregroundColor`, `.font`), under the appearance's own; nil
    /// for none.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteSet(.largeTitleTextAttributes); setNeedsDisplay() }
    }
    /// The colour of the bar's buttons; recorded by the ``appearance()`` proxy as UIKit's.
    open override var tintColor: UIColor! {
        didSet { noteSet(.tintColor) }
    }

    /// The bar's own appearances (``standardAppearance`` and the others).
    var appearances = Appearances()
    /// The appearance properties set on this bar by the app, which the ``appearance()`` proxy leaves
    /// alone; on the proxy itself, the properties it gives bars.
    var explicitlySet: Set<AppearanceProperty> = []
    /// True while the proxy's values are being copied in, so they do not count as set by the app.
    var isApplyingProxy = false

    /// The navigation controller that manages the bar; it handles the back button.
    weak var navigationController: UINavigationController?
    /// The views of the buttons shown now.
    private(set) var buttonViews: [BarButtonView] = []
    private var titleFrame: CGRect = .zero

    /// A bar with no items; a navigation controller makes its own, 44 points tall.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }
    /// The item under the top one: the back button goes to it.
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items. A bar managed by a navigation controller refuses, as UIKit raises.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems:animated:") else { return }
        replaceItems(items)
    }

    /// Pushes an item.
    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushNavigationItem:animated:") else { return }
        replaceItems((items ?? []) + [item])
    }

    /// Pops the top item and returns it.
    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popNavigationItemAnimated:"), let top = topItem else { return nil }
        replaceItems(Array((items ?? []).dropLast()))
        return top
    }

    // MARK: Engine

    /// Sets the items without the managed check (the navigation controller's path).
    func replaceItems(_ newItems: [UINavigationItem]?) {
        for item in items ?? [] where item.bar === self { item.bar = nil }
        items = newItems
        for item in newItems ?? [] { item.bar = self }
        itemsDidChange()
    }

    /// Rebuilds the buttons for the top item.
    func itemsDidChange() {
        for view in buttonViews { view.removeFromSuperview() }
        buttonViews = []
        if let top = topItem {
            let showsBack = backItem != nil && !top.hidesBackButton
                && (top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton)
            if showsBack, let backItem {
                addButton(BarButtonView(content: .back(title: backItem.backTitle)) { [weak self] _ in
                    self?.backButtonTapped()
                })
            }
            for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) {
                addButton(BarButtonView(content: .item(item)) { [weak item] event in item?.sendAction(for: event) })
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
        navigationController?.navigationBarHeightDidChange()
    }

    /// Whether the bar shows the top item's title large now: it prefers large titles, is not compact
    /// in height, and the top item's mode resolves to large (`.automatic` takes the mode of the item
    /// below it; the root item, and a stack of `.automatic` items, are large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact, let items, !items.isEmpty else {
            return false
        }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height for what it shows: 44 points, 96 with a large title.
    var barHeight: CGFloat {
        Self.defaultHeight + (showsLargeTitle ? Self.largeTitleRowHeight : 0)
    }

    /// Takes the ``appearance()`` proxy's values, as UIKit does when a bar enters a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        applyAppearanceProxy()
    }

    /// A change of size class may show or hide the large title.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            itemsDidChange()
        }
    }

    private func addButton(_ view: BarButtonView) {
        buttonViews.append(view)
        addSubview(view)
    }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func refuseIfManaged(_ method: String) -> Bool {
        guard navigationController != nil else { return true }
        Diagnostics.report(Diagnostic(code: "navigationBar.managed", severity: .error,
                                      message: "Cannot call \(method) directly on a UINavigationBar managed by a controller."))
        return false
    }

    /// Places the top item's bar buttons in the 44-point row, left items from the left edge and right
    /// items from the right, and the title: centred in the space between them, or with a large title
    /// in the row below at the leading margin, as UIKit's bar does.
    open override func layoutSubviews() {
        let height = Self.defaultHeight
        var left = Self.edgeMargin
        var right = bounds.width - Self.edgeMargin
        let rightItems = topItem?.rightBarButtonItems ?? []
        for view in buttonViews {
            let width = view.fittingWidth
            if case .item(let item) = view.content, rightItems.contains(where: { $0 === item }) {
                right -= width
                view.frame = CGRect(x: right, y: 0, width: width, height: height)
            } else {
                view.frame = CGRect(x: left, y: 0, width: width, height: height)
                left += width
            }
        }
        let inset = max(left, bounds.width - right)
        if showsLargeTitle {
            titleFrame = CGRect(x: Self.largeTitleMargin, y: height,
                                width: max(bounds.width - 2 * Self.largeTitleMargin, 0), height: Self.largeTitleRowHeight)
        } else {
            titleFrame = CGRect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: height)
        }
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// The top item's title: UIKit identifies a navigation bar by its title, which is how an XCUITest
    /// finds it (`app.navigationBars["Settings"]`).
    override var defaultAccessibilityIdentifier: String? { topItem?.title }

    /// The buttons and the title, left to right. The title is drawn by the bar, so it is an element made
    /// for the read (``UIAccessibilityElement``), static text with the `.header` trait as UIKit's title
    /// label, placed where the title is drawn.
    override var defaultAccessibilityElements: [Any]? {
        var elements: [Any] = buttonViews.sorted { $0.frame.minX < $1.frame.minX }
        if let title = topItem?.title, !title.isEmpty {
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.isAccessibilityElement = true
            element.accessibilityLabel = title
            element.accessibilityTraits = [.staticText, .header]
            element.accessibilityFrameInContainerSpace = titleFrame
            let index = buttonViews.filter { $0.frame.minX < titleFrame.minX }.count
            elements.insert(element, at: index)
        }
        return elements
    }

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the bar's background and bottom hairline from the ``currentAppearance`` (``barTintColor``
    /// instead of its blur when set), then the title: inline, or large and leading-aligned under the
    /// buttons (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let appearance = currentAppearance
        appearance.drawBar(in: bounds, barTintColor: barTintColor, hairlineAtTop: false, context: context)
        guard let title = topItem?.title else { return }
        let large = showsLargeTitle
        let attributes = titleAttributes(large: large, appearance: appearance)
        let defaultFont: UIFont = large ? .boldSystemFont(ofSize: 34) : .systemFont(ofSize: 17, weight: .semibold)
        context.draw(TextRun(text: title, frame: titleFrame, font: attributes[.font] as? UIFont ?? defaultFont,
                             color: attributes[.foregroundColor] as? UIColor ?? .label,
                             alignment: large ? .natural : .center))
    }
}
