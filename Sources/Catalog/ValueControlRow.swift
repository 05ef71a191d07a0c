import Foundation
import OpenUIKit

/// One row of the Switches, Sliders & Steppers screen: a caption on the left that the screen keeps
/// up to date with the control's value, and the control on the right — at its own size, centered
/// vertically, or (a slider, which has no natural width) filling the rest of the row; laid out with
/// anchors, the control at its intrinsic content size.
@MainActor
final class ValueControlRow: UIView {
    let caption = UILabel(frame: .zero)
    let control: UIControl
    /// The caption's width; the control gets what is left.
    static let captionWidth: CGFloat = 150
    static let height: CGFloat = 44

    init(control: UIControl) {
        self.control = control
        super.init(frame: .zero)
        caption.font = .systemFont(ofSize: 16)
        for subview in [caption, control] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        let afterCaption = control.leadingAnchor.constraint(equalTo: caption.trailingAnchor)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: Self.height),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor),
            caption.topAnchor.constraint(equalTo: topAnchor),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor),
            caption.widthAnchor.constraint(equalToConstant: Self.captionWidth),
            control.trailingAnchor.constraint(equalTo: trailingAnchor),
            control.centerYAnchor.constraint(equalTo: centerYAnchor),
            // A slider fills the rest of the row; a switch or stepper keeps its own width.
            control.intrinsicContentSize.width == UIView.noIntrinsicMetric
                ? afterCaption : control.leadingAnchor.constraint(greaterThanOrEqualTo: caption.trailingAnchor),
        ])
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }
}
