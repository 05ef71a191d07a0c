import OpenUIKit

/// A notification badge written as iOS developers write one — a `UIView` that sizes itself with
/// `NSAttributedString.boundingRect(with:options:context:)` and draws its count centred with
/// `draw(in:)` over a capsule — compiling with only `import OpenUIKit` in place of `import UIKit`.
/// The Swift 5 client tests compile this very file (a link to it) in Swift 5 language mode.
/// Its drawing is asserted from the recorded display list (`BadgePortingTests`).
final class PortedCountBadge: UIView {
    var count = 0 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    var badgeColor: UIColor = .systemRed
    var font: UIFont = .boldSystemFont(ofSize: 13)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var title: NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = count > 99 ? "99+" : String(count)
        return NSAttributedString(string: text, attributes: [
            .font: font,
            .foregroundColor: UIColor.white,
            .paragraphStyle: style,
        ])
    }

    override var intrinsicContentSize: CGSize {
        guard count > 0 else { return .zero }
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        let text = title.boundingRect(with: unlimited, options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        let height = ceil(text.height) + 4
        return CGSize(width: max(height, ceil(text.width) + 12), height: height)
    }

    override func draw(_ rect: CGRect) {
        guard count > 0 else { return }
        badgeColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        let text = title
        let textHeight = ceil(text.boundingRect(with: bounds.size, options: .usesLineFragmentOrigin, context: nil).height)
        text.draw(in: CGRect(x: 0, y: (bounds.height - textHeight) / 2, width: bounds.width, height: textHeight))
    }
}
