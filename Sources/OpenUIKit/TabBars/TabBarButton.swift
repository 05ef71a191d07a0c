import Foundation

/// The private control that shows one ``UITabBarItem`` in a ``UITabBar`` (UIKit's `UITabBarButton`,
/// also a control): the item's image and title, in the bar's tint when selected and its unselected
/// tint otherwise, and the badge. As a control it tracks its touch and sends `.touchUpInside` (which
/// the bar turns into a selection), takes keyboard focus, and is a button to accessibility, with
/// `.selected` while its item is.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem

    /// The badge's height; its width grows with the text, never below this.
    static let badgeHeight: CGFloat = 18
    /// An empty badge value draws a dot this wide.
    static let badgeDotSize: CGFloat = 10
    /// Space between the image and the title when they sit side by side.
    static let inlineSpacing: CGFloat = 6
    /// The largest image the button draws at its own size; a larger one is scaled down to fit.
    static let maximumImageSide: CGFloat = 30

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        item.button = self
        isEnabled = item.isEnabled
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``). Before its
    /// properties are set, as a failable initializer may, since none has a value to decode.
    required init?(coder: NSCoder) {
        InterfaceBuilderArchives.refuseDecoding(of: Self.self)
        return nil
    }

    /// Called by the item when something it shows changed.
    func itemDidChange() {
        isEnabled = item.isEnabled
        setNeedsDisplay()
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    private var bar: UITabBar? { superview as? UITabBar }

    /// The control state the item's own attributes are looked up for.
    private var itemState: UIControl.State {
        !isEnabled ? .disabled : isSelected ? .selected : .normal
    }

    /// The colour of the image and title: the state appearance's, else the bar's tint when selected and
    /// its unselected tint (the system gray) otherwise; disabled items at half that, as UIKit dims them.
    private var contentColor: UIColor {
        let appearance = bar?.itemAppearance.state(selected: isSelected, enabled: isEnabled)
        if let color = appearance?.iconColor { return color }
        if isSelected { return tintColor }
        let unselected = bar?.unselectedItemTintColor ?? .systemGray
        return isEnabled ? unselected : unselected.multiplyingAlpha(by: 0.5)
    }

    /// The title's attributes: the appearance's for this state, under the item's own.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = bar?.itemAppearance.state(selected: isSelected, enabled: isEnabled).titleTextAttributes ?? [:]
        attributes.merge(item.effectiveTitleAttributes(for: itemState)) { _, own in own }
        return attributes
    }

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the image and the title, stacked or side by side (see ``UITabBar``), then the badge at the
    /// image's top-right corner.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = bar?.itemLayout ?? .stacked
        let color = contentColor
        let attributes = titleAttributes
        let title = item.displayTitle
        let font = attributes[.font] as? UIFont ?? layout.titleFont
        let titleColor = attributes[.foregroundColor] as? UIColor ?? color
        let image = item.displayImage(selected: isSelected)
        let imageSize = image.map(Self.drawnSize) ?? .zero
        let titleWidth = title.isEmpty ? 0 : min(owningRuntime.textMeasurer.size(
            of: title, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width, bounds.width)
        let titleHeight = font.lineHeight.rounded(.up)
        var imageFrame: CGRect
        var titleFrame: CGRect
        if layout == .stacked {
            imageFrame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(),
                                y: (18 - imageSize.height / 2).rounded(), width: imageSize.width, height: imageSize.height)
            titleFrame = CGRect(x: 0, y: 33, width: bounds.width, height: titleHeight)
        } else {
            let gap = image != nil && !title.isEmpty ? Self.inlineSpacing : 0
            let start = ((bounds.width - imageSize.width - gap - titleWidth) / 2).rounded()
            imageFrame = CGRect(x: start, y: ((bounds.height - imageSize.height) / 2).rounded(),
                                width: imageSize.width, height: imageSize.height)
            titleFrame = CGRect(x: start + imageSize.width + gap, y: ((bounds.height - titleHeight) / 2).rounded(),
                                width: titleWidth.rounded(.up), height: titleHeight)
        }
        imageFrame.origin.x += item.imageInsets.left - item.imageInsets.right
        imageFrame.origin.y += item.imageInsets.top - item.imageInsets.bottom
        let adjustment = item.titlePositionAdjustment
        titleFrame = titleFrame.offsetBy(dx: adjustment.horizontal, dy: adjustment.vertical)
        if let image {
            context.draw(image, in: imageFrame, tint: image.renderingMode == .alwaysOriginal ? nil : color)
        }
        if !title.isEmpty {
            context.draw(TextRun(text: title, frame: titleFrame, font: font, color: titleColor,
                                 alignment: layout == .stacked ? .center : .natural))
        }
        if let badge = item.badgeValue {
            drawBadge(badge, beside: image == nil ? titleFrame : imageFrame, in: context)
        }
    }

    /// The badge: a capsule in the badge colour with its text in white (13 pt), or a dot for an empty
    /// value, its left edge 6 points right of the image's centre and its top just above the image, as
    /// UIKit places it.
    private func drawBadge(_ value: String, beside anchor: CGRect, in context: CGContext) {
        let state = bar?.itemAppearance.state(selected: isSelected, enabled: isEnabled)
        let background = state?.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        var attributes = state?.badgeTextAttributes ?? [:]
        attributes.merge(item.effectiveBadgeAttributes(for: itemState)) { _, own in own }
        guard !value.isEmpty else {
            let dot = CGRect(x: anchor.midX + 6, y: anchor.minY - 2, width: Self.badgeDotSize, height: Self.badgeDotSize)
            return context.fill(dot, color: background, cornerRadius: Self.badgeDotSize / 2)
        }
        let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        let textWidth = owningRuntime.textMeasurer.size(of: value, font: font, maxWidth: nil, numberOfLines: 1,
                                                        lineBreakMode: .byClipping).width.rounded(.up)
        let width = max(Self.badgeHeight, textWidth + 10)
        let badge = CGRect(x: anchor.midX + 6, y: anchor.minY - 4, width: width, height: Self.badgeHeight)
        context.fill(badge, color: background, cornerRadius: Self.badgeHeight / 2)
        context.draw(TextRun(text: value, frame: badge, font: font,
                             color: attributes[.foregroundColor] as? UIColor ?? .white, alignment: .center))
    }

    /// The size an image is drawn at: its own, scaled down to fit ``maximumImageSide`` if larger.
    private static func drawnSize(of image: UIImage) -> CGSize {
        let size = image.size
        let largest = max(size.width, size.height)
        guard largest > maximumImageSide, largest > 0 else { return size }
        let scale = maximumImageSide / largest
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    // MARK: Accessibility (from the item, as UIKit's tab bar buttons)

    override var defaultIsAccessibilityElement: Bool { item.isAccessibilityElement }
    /// The item's label, else its title.
    override var defaultAccessibilityLabel: String? {
        item.accessibilityLabel ?? (item.displayTitle.isEmpty ? nil : item.displayTitle)
    }
    /// The item's value, else its badge, as VoiceOver reads a badged tab.
    override var defaultAccessibilityValue: String? { item.accessibilityValue ?? item.badgeValue }
    override var defaultAccessibilityHint: String? { item.accessibilityHint }
    override var defaultAccessibilityIdentifier: String? { item.accessibilityIdentifier }
    /// `.button`, the item's own traits, and the control's `.selected` / `.notEnabled`.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button).union(item.accessibilityTraits)
    }
}
