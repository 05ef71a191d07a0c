import Foundation
import OpenUIKit

/// Stacks its subviews top to bottom, each as wide as the column (less `inset` on both sides) and as
/// tall as its own frame says, with `spacing` between them — the little of `UIStackView` the Catalog's
/// screens need, without Auto Layout.
@MainActor
final class ColumnView: UIView {
    var inset: CGFloat = 16 { didSet { setNeedsLayout() } }
    var spacing: CGFloat = 8 { didSet { setNeedsLayout() } }
    var topMargin: CGFloat = 16 { didSet { setNeedsLayout() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y = topMargin
        for view in subviews where !view.isHidden {
            let height = view.frame.height
            view.frame = CGRect(x: inset, y: y, width: max(bounds.width - 2 * inset, 0), height: height)
            y += height + spacing
        }
    }
}
