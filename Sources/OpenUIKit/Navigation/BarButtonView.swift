import Foundation

/// The private view that shows a bar button item or the back button in a navigation bar (UIKit's
/// `_UIButtonBarButton`). It tracks its own touches as UIKit's bar buttons do: it highlights (draws at
/// 20 % opacity) while a finger is down on it, follows the finger in and out of its bounds grown by
/// ``UIControl/touchTrackingMargin`` as a control's, and acts when the finger lifts inside; a cancelled
/// touch does nothing. An item's ``UIBarButtonItem/menu`` opens on touch down when it is the item's
/// only action, else on a long press (0.5 s, as a button's menu), cancelling the tap.
@MainActor
final class BarButtonView: UIView {
    enum Content {
        case item(UIBarButtonItem)
        case back(title: String)
    }

    static let padding: CGFloat = 8
    static let chevronWidth: CGFloat = 12

    let content: Content
    private let onTap: @MainActor (UIEvent?) -> Void
    private(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// The long press that opens the item's menu, added once the item has a menu.
    private var menuLongPress: UILongPressGestureRecognizer?

    init(content: Content, onTap: @escaping @MainActor (UIEvent?) -> Void) {
        self.content = content
        self.onTap = onTap
        super.init(frame: .zero)
        if case .item(let item) = content { item.view = self }
        menuDidChange()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``). Before its
    /// properties are set, as a failable initializer may, since none has a value to decode.
    required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    var isEnabled: Bool {
        if case .item(let item) = content { return item.isEnabled }
        return true
    }

    var title: String {
        switch content {
        case .item(let item): item.displayTitle
        case .back(let title): title
        }
    }

    var font: UIFont {
        if let font = stateAttributes[.font] as? UIFont { return font }
        if case .item(let item) = content, item.style == .done { return .systemFont(ofSize: 17, weight: .semibold) }
        return .systemFont(ofSize: 17)
    }

    /// The title attributes the bar's current appearance gives this button in its state: the done,
    /// back or plain button appearance, disabled, highlighted or normal (see
    /// ``UINavigationBarAppearance/buttonAppearance``).
    private var stateAttributes: [NSAttributedString.Key: Any] {
        let buttons: UIBarButtonItemAppearance
        if let bar = superview as? UINavigationBar {
            let appearance = bar.currentAppearance
            switch content {
            case .back: buttons = appearance.backButtonAppearance
            case .item(let item): buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            }
        } else if let toolbar = superview as? UIToolbar, case .item(let item) = content {
            let appearance = toolbar.currentAppearance
            buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        } else {
            return [:]
        }
        let state = !isEnabled ? buttons.disabled : isHighlighted ? buttons.highlighted : buttons.normal
        return state.titleTextAttributes
    }

    /// Whether this view shows `item`.
    func shows(_ item: UIBarButtonItem) -> Bool {
        if case .item(let shown) = content { return shown === item }
        return false
    }

    /// Called by the item when its title, image, style or state changed.
    func contentDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    /// The width the button needs.
    var fittingWidth: CGFloat {
        var width = Self.padding * 2
        if case .item(let item) = content {
            if item.width > 0 { return item.width }
            if let image = item.image { width += image.size.width }
        } else {
            width += Self.chevronWidth
        }
        if !title.isEmpty {
            width += owningRuntime.textMeasurer.size(of: title, font: font, maxWidth: nil, numberOfLines: 1,
                                                     lineBreakMode: .byClipping).width
        }
        return width.rounded(.up)
    }

    // MARK: Menu

    /// Called by the item when its menu changed: adds the long press that may open it.
    func menuDidChange() {
        guard menuLongPress == nil, item?.menu != nil else { return }
        let longPress = UILongPressGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .began {
                self?.openMenu()
            } else if let menu = self?.window?.openMenu, menu.sender === self?.item {
                menu.followPress(of: recognizer)
            }
        }
        menuLongPress = longPress
        addGestureRecognizer(longPress)
    }

    /// The menu's long press begins only for an enabled item whose menu is not shown by a tap.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === menuLongPress else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard let item, item.menu != nil else { return false }
        return isEnabled && !item.opensMenuOnTap
    }

    /// Opens the item's menu below the button in its window, chosen actions sent with the item; returns
    /// the open menu (nil without a menu or window).
    @discardableResult
    private func openMenu() -> MenuContainerView? {
        isHighlighted = false
        guard let item, let menu = item.menu, let window else { return nil }
        return MenuContainerView.open(menu, in: window, from: convert(bounds, to: window), sender: item)
    }

    // MARK: Accessibility (from the item, as UIKit's bar button views)

    private var item: UIBarButtonItem? {
        if case .item(let item) = content { return item }
        return nil
    }

    override var defaultIsAccessibilityElement: Bool { item?.isAccessibilityElement ?? true }
    /// The item's label, else the title shown (a back button's is the previous item's title; a back
    /// button showing none, as `.minimal` makes it, is "Back" to VoiceOver, as UIKit's).
    override var defaultAccessibilityLabel: String? {
        if case .back = content, title.isEmpty { return "Back" }
        return item?.accessibilityLabel ?? (title.isEmpty ? nil : title)
    }
    override var defaultAccessibilityValue: String? { item?.accessibilityValue }
    override var defaultAccessibilityHint: String? { item?.accessibilityHint }
    override var defaultAccessibilityIdentifier: String? { item?.accessibilityIdentifier }
    /// `.button`, the item's own traits, and `.notEnabled` while the item is disabled.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = (item?.accessibilityTraits ?? []).union(.button)
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var color: UIColor = tintColor
        if case .item(let item) = content, let itemTint = item.tintColor { color = itemTint }
        if let own = stateAttributes[.foregroundColor] as? UIColor {
            color = own
        } else {
            if !isEnabled { color = .systemGray }
            if isHighlighted { color = color.multiplyingAlpha(by: 0.2) }
        }
        var textRect = bounds.insetBy(dx: Self.padding, dy: 0)
        switch content {
        case .back:
            let midY = bounds.midY
            let x = Self.padding
            context.drawLine(from: CGPoint(x: x + 9, y: midY - 9), to: CGPoint(x: x, y: midY), color: color, width: 3)
            context.drawLine(from: CGPoint(x: x, y: midY), to: CGPoint(x: x + 9, y: midY + 9), color: color, width: 3)
            textRect.origin.x += Self.chevronWidth
            textRect.size.width -= Self.chevronWidth
        case .item(let item):
            if let image = item.image {
                let imageRect = CGRect(x: Self.padding, y: bounds.midY - image.size.height / 2,
                                       width: image.size.width, height: image.size.height)
                context.draw(image, in: imageRect, tint: color)
                textRect.origin.x += image.size.width
                textRect.size.width -= image.size.width
            }
        }
        guard !title.isEmpty else { return }
        context.draw(TextRun(text: title, frame: textRect, font: font, color: color, alignment: .center))
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        if let item, item.opensMenuOnTap {
            // The menu takes the finger over, as a button's menu shown as its primary action.
            if let container = openMenu(), let touch = touches.first { container.adopt(openingTouch: touch) }
            return
        }
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = isInTouchTrackingArea(touch, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInTouchTrackingArea(touch, with: event)
        isHighlighted = false
        if inside { onTap(event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }
}
