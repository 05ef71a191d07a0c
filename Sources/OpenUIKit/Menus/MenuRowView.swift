import Foundation

/// The view of one ``MenuRow`` in an open menu, as iOS 17 draws a menu row: the checkmark column at the
/// leading edge (when any row of the menu can be checked), the title (17 pt) with an optional subtitle
/// (13 pt, grey), the image or a submenu's chevron at the trailing edge, and a hairline above it inside
/// a group. Destructive rows are red, disabled ones grey. A ``UIKeyCommand``'s row shows its shortcut
/// (`⌘N`, 17 pt, grey) at the trailing edge, left of the image.
///
/// **Highlight.** The row under the finger has a grey fill (`systemGray5`), as iOS 17's touch
/// highlight. The row the arrow keys moved to has iPadOS's keyboard-focus look instead: the tint colour
/// fills it and its title, subtitle, shortcut, image and checkmark turn white — the accent-coloured
/// selection of a menu navigated from a hardware keyboard (iPadOS 15 and later, as the Mac's menus),
/// destructive rows included, so the focused row reads as one solid highlight whatever its role.
/// The row handles no touches itself: they go up the responder chain to the menu's container, which
/// tracks them across the rows.
@MainActor
final class MenuRowView: UIView {
    static let height: CGFloat = 44
    static let subtitledHeight: CGFloat = 58
    static let headerHeight: CGFloat = 32
    static let sideInset: CGFloat = 16
    static let checkColumnWidth: CGFloat = 28

    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    let checkView = UIImageView()
    let hairline = UIView()
    /// A key command's shortcut (``UIKeyCommand``); nil for other rows, which pay no label for it.
    private(set) var shortcutLabel: UILabel?
    private(set) var row: MenuRow
    private var reservesCheckColumn = false

    /// How a row is highlighted (see the type's notes).
    enum Highlight {
        /// Not highlighted.
        case none
        /// Under a finger or pointer: the grey fill.
        case touch
        /// Moved to with the arrow keys: the tint fill with white content.
        case keyboard
    }

    /// The row's highlight (see the type's notes).
    var highlight = Highlight.none {
        didSet { if highlight != oldValue { applyColors() } }
    }

    init(row: MenuRow, reservesCheckColumn: Bool, showsHairline: Bool) {
        self.row = row
        self.reservesCheckColumn = reservesCheckColumn
        super.init(frame: .zero)
        hairline.backgroundColor = .separator
        hairline.isHidden = !showsHairline
        for view in [hairline, checkView, imageView, titleLabel, subtitleLabel] { addSubview(view) }
        if case .action(let leaf) = row.kind, let shortcut = (leaf as? UIKeyCommand)?.shortcutText {
            let label = UILabel()
            label.text = shortcut
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .right
            addSubview(label)
            shortcutLabel = label
        }
        configure()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    required init?(coder: NSCoder) {
        row = MenuRow(kind: .loading, parent: UIMenu(), startsGroup: false)
        super.init(coder: coder)
    }

    /// The row's height in a menu: taller with a subtitle, shorter for a header.
    var preferredHeight: CGFloat {
        if case .header = row.kind { return Self.headerHeight }
        return subtitleLabel.text == nil ? Self.height : Self.subtitledHeight
    }

    private func configure() {
        let action: (any UIMenuLeaf)? = if case .action(let action) = row.kind { action } else { nil }
        titleLabel.text = row.title
        if case .header = row.kind {
            titleLabel.font = .systemFont(ofSize: 13)
        } else {
            titleLabel.font = .systemFont(ofSize: 17, weight: row.isBack ? .semibold : .regular)
        }
        subtitleLabel.text = action?.subtitle
        subtitleLabel.font = .systemFont(ofSize: 13)
        switch row.kind {
        case .submenu: imageView.image = UIImage(systemName: "chevron.right")
        case .back: checkView.image = UIImage(systemName: "chevron.left")
        case .action(let action):
            imageView.image = action.state == .on ? action.selectedImage ?? action.image : action.image
            checkView.image = switch action.state {
            case .on: UIImage(systemName: "checkmark")
            case .mixed: UIImage(systemName: "minus")
            case .off: nil
            }
        default: break
        }
        applyColors()
    }

    /// Colours the row for its kind, state and ``highlight``.
    private func applyColors() {
        let disabled = row.isDisabled
        var color: UIColor
        switch row.kind {
        case .header, .loading: color = .secondaryLabel
        default: color = disabled ? .tertiaryLabel : row.isDestructive ? .systemRed : .label
        }
        var secondary: UIColor = disabled ? .tertiaryLabel : .secondaryLabel
        switch highlight {
        case .none: backgroundColor = nil
        case .touch: backgroundColor = .systemGray5
        case .keyboard:
            backgroundColor = tintColor
            color = .white
            secondary = .white
        }
        titleLabel.textColor = color
        subtitleLabel.textColor = secondary
        shortcutLabel?.textColor = secondary
        imageView.tintColor = color
        checkView.tintColor = color
    }

    /// A keyboard-focused row follows a new tint colour at once, as any tinted view.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        if highlight == .keyboard { applyColors() }
    }

    override func layoutSubviews() {
        let width = bounds.width
        hairline.frame = CGRect(x: 0, y: 0, width: width, height: 0.5)
        let isHeader = if case .header = row.kind { true } else { false }
        let indents = (reservesCheckColumn && !isHeader) || row.isBack
        let leading = Self.sideInset + (indents ? Self.checkColumnWidth - 6 : 0)
        let trailingImage: CGFloat = imageView.image == nil ? 0 : 28
        var trailingShortcut: CGFloat = 0
        if let shortcutLabel {
            let size = shortcutLabel.intrinsicContentSize
            trailingShortcut = size.width + 8
            shortcutLabel.frame = CGRect(x: width - Self.sideInset - trailingImage - size.width,
                                         y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        let check = checkView.image.map { $0.size } ?? .zero
        let checkScale = check.width > 0 ? min(1, 14 / check.width) : 1
        checkView.frame = CGRect(x: Self.sideInset - 4, y: (bounds.height - check.height * checkScale) / 2,
                                 width: check.width * checkScale, height: check.height * checkScale)
        let image = imageView.image.map { $0.size } ?? .zero
        let imageScale = image.height > 0 ? min(1, 18 / image.height) : 1
        imageView.frame = CGRect(x: width - Self.sideInset - image.width * imageScale,
                                 y: (bounds.height - image.height * imageScale) / 2,
                                 width: image.width * imageScale, height: image.height * imageScale)
        let textWidth = max(0, width - leading - Self.sideInset - trailingImage - trailingShortcut)
        let titleHeight = titleLabel.font.lineHeight
        if subtitleLabel.text != nil {
            let subtitleHeight = subtitleLabel.font.lineHeight
            let top = (bounds.height - titleHeight - 2 - subtitleHeight) / 2
            titleLabel.frame = CGRect(x: leading, y: top, width: textWidth, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leading, y: top + titleHeight + 2, width: textWidth, height: subtitleHeight)
        } else {
            titleLabel.frame = CGRect(x: leading, y: (bounds.height - titleHeight) / 2, width: textWidth, height: titleHeight)
            subtitleLabel.frame = .zero
        }
    }

    // MARK: Accessibility

    /// A selectable row is a button to VoiceOver, as iOS's menu rows; headers and the loading row are
    /// static text.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { row.title }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits
        switch row.kind {
        case .header, .loading: traits = .staticText
        default: traits = .button
        }
        if case .action(let action) = row.kind {
            if action.state == .on { traits.insert(.selected) }
            if row.isDisabled { traits.insert(.notEnabled) }
        }
        return traits
    }
}
