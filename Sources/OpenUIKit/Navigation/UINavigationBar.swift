import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: it shows the top
/// item's title in the middle, its left items (or a back button titled after the previous item, which
/// pops) on the left and its right items on the right. Everything it shows is drawn into the display
/// list: its background, hairline and title here, each button by its own view.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height (UIKit's compact navigation bar).
    public static let defaultHeight: CGFloat = 44
    /// The inset of the first and last buttons from the bar's edges.
    static let edgeMargin: CGFloat = 8

    /// The items, bottom to top; the last is shown.
    public private(set) var items: [UINavigationItem]?
    /// The bar's background color; nil uses the system's light bar color.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

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

    /// Places the top item's bar buttons, left items from the left edge and right items from the right,
    /// and centres the title in the space between them, as UIKit's bar does.
    open override func layoutSubviews() {
        let height = bounds.height
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
        titleFrame = CGRect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: height)
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

    /// Draws the bar's background (``barTintColor``, else UIKit's light gray) and its bottom hairline,
    /// then the title.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fill(bounds, color: barTintColor ?? UIColor(rgb: 0xF9F9F9))
        context.drawLine(from: CGPoint(x: 0, y: bounds.maxY - 0.5), to: CGPoint(x: bounds.maxX, y: bounds.maxY - 0.5),
                         color: .separator, width: 0.5)
        if let title = topItem?.title {
            context.draw(TextRun(text: title, frame: titleFrame, font: .systemFont(ofSize: 17, weight: .semibold),
                                 color: .label, alignment: .center))
        }
    }
}
