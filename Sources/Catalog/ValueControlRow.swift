import Foundation
import OpenUIKit

/// One row of the Switches, Sliders & Steppers screen: a caption on the left that the screen keeps
/// up to date with the control's value, and the control on the right — at its own size, centered
/// vertically, or (a slider, which has no natural width) filling the rest of the row.
@MainActor
final class ValueControlRow: UIView {
    let caption = UILabel(frame: .zero)
    let control: UIControl
    /// The caption's width; the control gets what is left.
    static let captionWidth: CGFloat = 150
    static let height: CGFloat = 44

    init(control: UIControl) {
        self.control = control
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        caption.font = .systemFont(ofSize: 16)
        addSubview(caption)
        addSubview(control)
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 0, y: 0, width: Self.captionWidth, height: bounds.height)
        let natural = control.intrinsicContentSize
        let width = natural.width == UIView.noIntrinsicMetric ? bounds.width - Self.captionWidth : natural.width
        control.frame = CGRect(x: bounds.maxX - width, y: (bounds.height - natural.height) / 2,
                               width: width, height: natural.height)
    }
}
