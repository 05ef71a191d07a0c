import Foundation

/// The view of a ``UIAlertController`` (UIKit's private `_UIAlertControllerView`): the title and message,
/// then one button per action with hairline separators, laid out as iOS 17 draws them.
///
/// Apple does not publish the metrics. These are iOS 17's as the issue asking for alerts (issue 18)
/// gives them, checked against a write-up that rebuilds the iOS alert ("Coding Auto Layout by Example —
/// Custom UIAlert", marpies.com, 2022: "The alert's width is limited at 270 points … If the buttons fit
/// within the alert's width they should be arranged horizontally, otherwise … vertical"): an alert is
/// 270 points wide with 14-point corners, a 17-point semibold title and a 13-point message, 20 points
/// above the title and below the message; its buttons are 44 points high. Two actions sit side by side
/// when both titles fit in half the width (the cancel action on the left, as iOS places it); otherwise,
/// and for one or three and more, they are stacked, the cancel action last. The preferred action — else
/// the cancel action — is bold. The action sheet's metrics (57-point rows, 8-point margins and gap,
/// 20-point button titles) are approximations of iOS 17 screenshots. An action sheet is the screen's portrait width less 8 points each side, its title and
/// message 13 points in the secondary label colour, its rows 57 points high, and its cancel action in a
/// group of its own 8 points below the others; shown as a popover it is 304 points wide with no cancel
/// button.
@MainActor
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    static let popoverWidth: CGFloat = 304
    static let cornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let groupSpacing: CGFloat = 8
    static let headerInset: CGFloat = 20
    static let sheetHeaderInset: CGFloat = 14
    static let headerSideInset: CGFloat = 16
    static let titleMessageSpacing: CGFloat = 4

    /// The alert this view shows. Weak: the controller owns its view, and a view kept past its
    /// controller (UIKit allows it) shows no actions rather than reading a freed controller.
    weak var controller: UIAlertController?
    /// The rounded box holding the header and the buttons (all but an action sheet's cancel button).
    let mainGroup = UIView()
    /// An action sheet's rounded box holding its cancel button.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The buttons, one per shown action, in the order they are laid out.
    private(set) var buttons: [UIButton] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        let isSheet = controller.preferredStyle == .actionSheet
        for group in [mainGroup, cancelGroup] {
            group.backgroundColor = UIColor(white: 0.98, alpha: 1)
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        titleLabel.font = .systemFont(ofSize: isSheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = isSheet ? .secondaryLabel : .label
            mainGroup.addSubview(label)
        }
        updateButtons()
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The actions in the order their buttons are laid out, and whether they sit side by side.
    private var arrangement: (main: [UIAlertAction], cancel: UIAlertAction?, sideBySide: Bool) {
        guard let controller else { return ([], nil, false) }
        let actions = controller.actions
        let others = actions.filter { $0.style != .cancel }
        let cancel = controller.cancelAction
        switch controller.preferredStyle {
        case .alert:
            let sideBySide = actions.count == 2 && actions.allSatisfy(fitsHalfWidth)
            if sideBySide, let cancel { return ([cancel] + others, nil, true) }
            return (others + (cancel.map { [$0] } ?? []), nil, sideBySide)
        case .actionSheet:
            return (others, controller.isShownAsPopover ? nil : cancel, false)
        }
    }

    /// Whether `action`'s title, in bold, fits in half an alert's width with 8 points each side.
    private func fitsHalfWidth(_ action: UIAlertAction) -> Bool {
        titleProbe.text = action.title
        return titleProbe.sizeThatFits(.zero).width <= Self.alertWidth / 2 - 2 * Self.buttonTitleInset
    }
    private let titleProbe: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        return label
    }()
    static let buttonTitleInset: CGFloat = 8

    /// Builds one button per shown action (after actions, the preferred action or the presentation
    /// changed).
    func updateButtons() {
        for view in buttons + separators { view.removeFromSuperview() }
        buttons = []
        separators = []
        guard let controller else { return }
        let arrangement = arrangement
        let bold = controller.preferredStyle == .alert ? (controller.preferredAction ?? controller.cancelAction)
            : controller.cancelAction
        for action in arrangement.main + (arrangement.cancel.map { [$0] } ?? []) {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: controller.preferredStyle == .actionSheet ? 20 : 17,
                                                  weight: action === bold ? .semibold : .regular)
            button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
            button.setTitleColor(.systemGray, for: .disabled)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak controller, weak action] _ in
                if let controller, let action { controller.choose(action) }
            },
                             for: .touchUpInside)
            action.button = button
            (action === arrangement.cancel ? cancelGroup : mainGroup).addSubview(button)
            buttons.append(button)
        }
        for _ in buttons {
            let separator = UIView()
            separator.backgroundColor = .separator
            mainGroup.addSubview(separator)
            separators.append(separator)
        }
        setNeedsLayout()
    }

    // MARK: Accessibility

    /// Modal, as UIKit's alert: nothing behind it is reachable while it shows.
    override var defaultAccessibilityViewIsModal: Bool { true }
    /// The alert's title (else its message): how an XCUITest names an alert (`app.alerts["Delete?"]`).
    /// The alert stays a container, so its labels and buttons are elements of their own.
    override var defaultAccessibilityLabel: String? { controller.flatMap { $0.title ?? $0.message } }

    /// The height the view needs at `width`.
    func height(forWidth width: CGFloat) -> CGFloat { layout(width: width).height }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.text = nil
        messageLabel.text = nil
        let layout = layout(width: bounds.width)
        mainGroup.frame = layout.main
        cancelGroup.frame = layout.cancel
        cancelGroup.isHidden = layout.cancel.isEmpty
        titleLabel.frame = layout.title
        messageLabel.frame = layout.message
        for (button, frame) in zip(buttons, layout.buttons) { button.frame = frame }
        for (separator, frame) in zip(separators, layout.separators) { separator.frame = frame }
    }

    private struct Layout {
        var main = CGRect.zero
        var cancel = CGRect.zero
        var title = CGRect.zero
        var message = CGRect.zero
        var buttons: [CGRect] = []
        var separators: [CGRect] = []
        var height: CGFloat = 0
    }

    /// Every frame at `width`: the header, then a hairline above each row of buttons (and between two
    /// side-by-side buttons), then an action sheet's cancel group.
    private func layout(width: CGFloat) -> Layout {
        let isSheet = controller?.preferredStyle == .actionSheet
        let hairline = 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1)
        let rowHeight = isSheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        let inset = isSheet ? Self.sheetHeaderInset : Self.headerInset
        let textWidth = max(width - 2 * Self.headerSideInset, 0)
        var result = Layout()
        var y: CGFloat = 0
        let texts = [(titleLabel, controller?.title), (messageLabel, controller?.message)]
            .filter { !($0.1 ?? "").isEmpty }
        if !texts.isEmpty { y += inset }
        for (index, (label, text)) in texts.enumerated() {
            if index > 0 { y += Self.titleMessageSpacing }
            label.text = text
            let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            let frame = CGRect(x: Self.headerSideInset, y: y, width: textWidth, height: height)
            if label === titleLabel { result.title = frame } else { result.message = frame }
            y += height
        }
        if !texts.isEmpty { y += inset }
        let arrangement = arrangement
        let mainCount = arrangement.main.count
        if arrangement.sideBySide {
            let half = (width - hairline) / 2
            result.buttons = [CGRect(x: 0, y: y + hairline, width: half, height: rowHeight - hairline),
                              CGRect(x: half + hairline, y: y + hairline, width: half, height: rowHeight - hairline)]
            result.separators = [CGRect(x: 0, y: y, width: width, height: hairline),
                                 CGRect(x: half, y: y, width: hairline, height: rowHeight)]
            y += rowHeight
        } else {
            for index in 0..<mainCount {
                // A hairline separates each row from what is above it; the first row of an action
                // sheet with no header has nothing above it.
                let separated = index > 0 || !texts.isEmpty
                let lineHeight = separated ? hairline : 0
                result.separators.append(CGRect(x: 0, y: y, width: width, height: lineHeight))
                result.buttons.append(CGRect(x: 0, y: y + lineHeight, width: width, height: rowHeight - lineHeight))
                y += rowHeight
            }
        }
        result.main = CGRect(x: 0, y: 0, width: width, height: y)
        if arrangement.cancel != nil {
            y += Self.groupSpacing
            result.cancel = CGRect(x: 0, y: y, width: width, height: rowHeight)
            result.buttons.append(CGRect(x: 0, y: 0, width: width, height: rowHeight))
            result.separators.append(.zero)
            y += rowHeight
        }
        result.height = y
        return result
    }
}
