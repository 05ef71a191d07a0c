import Foundation
import OpenUIKit

/// A picker made of a caption and a row of buttons, one per option, that wraps onto more lines when
/// the screen is narrow; the chosen option's button is selected. The Catalog's stand-in for a
/// segmented control.
///
/// The buttons wrap as a flow layout does, placed by ``layoutSubviews()``; to Auto Layout the row
/// offers an intrinsic height: the wrapped height at ``preferredMaxLayoutWidth`` (as a multi-line
/// `UILabel` does, since a height that depends on the width the constraints give cannot be known
/// before they are solved), or one line when that is 0.
@MainActor
final class OptionRow: UIView {
    let caption = UILabel(frame: .zero)
    /// One button per option, in order.
    private(set) var buttons: [UIButton] = []
    /// The index of the chosen option.
    private(set) var selectedIndex: Int
    /// Called with the new index when a button is tapped.
    var onChange: (@MainActor (Int) -> Void)?
    /// The width the row wraps its buttons at for its intrinsic height: the width its screen gives it.
    var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    private static let buttonHeight: CGFloat = 30
    private static let captionHeight: CGFloat = 18
    private static let gap: CGFloat = 6

    init(caption text: String, options: [String], selectedIndex: Int) {
        self.selectedIndex = selectedIndex
        super.init(frame: .zero)
        caption.text = text
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        addSubview(caption)
        buttons = options.enumerated().map { index, option in
            let button = UIButton(type: .custom)
            button.setTitle(option, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 13)
            button.setTitleColor(.systemBlue, for: .normal)
            button.setTitleColor(.white, for: .selected)
            button.setTitleColor(UIColor.systemBlue.withAlphaComponent(0.3), for: .highlighted)
            button.layer.cornerRadius = 6
            button.layer.borderWidth = 1
            button.layer.borderColor = UIColor.systemBlue.cgColor
            button.addAction(UIAction { [weak self] _ in self?.choose(index) }, for: .primaryActionTriggered)
            addSubview(button)
            return button
        }
        updateSelection()
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Chooses option `index` as a tap on its button does.
    func choose(_ index: Int) {
        guard buttons.indices.contains(index) else {
            Diagnostics.warn("catalog.optionOutOfRange", "No option \(index) in '\(caption.text ?? "")'.")
            return
        }
        selectedIndex = index
        updateSelection()
        onChange?(index)
    }

    private func updateSelection() {
        for (index, button) in buttons.enumerated() {
            button.isSelected = index == selectedIndex
            button.backgroundColor = button.isSelected ? .systemBlue : .white
        }
    }

    /// The height the row needs at `width`, with its buttons wrapped.
    private func heightThatFits(width: CGFloat) -> CGFloat {
        let frames = buttonFrames(width: width)
        return (frames.last?.maxY ?? Self.captionHeight) + 2
    }

    /// No width of its own; the height of the buttons wrapped at ``preferredMaxLayoutWidth``.
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric,
               height: heightThatFits(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.captionHeight)
        for (button, frame) in zip(buttons, buttonFrames(width: bounds.width)) {
            button.frame = frame
        }
    }

    /// Buttons sized to their titles, left to right, wrapping at `width`.
    private func buttonFrames(width: CGFloat) -> [CGRect] {
        var x: CGFloat = 0, y = Self.captionHeight + 2
        return buttons.map { button in
            let size = CGSize(width: button.intrinsicContentSize.width + 16, height: Self.buttonHeight)
            if x > 0, x + size.width > width {
                x = 0
                y += Self.buttonHeight + Self.gap
            }
            defer { x += size.width + Self.gap }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
