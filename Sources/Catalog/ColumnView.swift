import Foundation
import OpenUIKit

/// Stacks its subviews top to bottom, each as wide as the column (less `inset` on both sides) and as
/// tall as its own frame says, with `spacing` between them, without Auto Layout: the root list's
/// layout. The topic screens lay themselves out with constraints and stack views instead
/// (``ScreenColumnsView``).
@MainActor
final class ColumnView: UIView {
    var inset: CGFloat = 16 { didSet { setNeedsLayout() } }
    var spacing: CGFloat = 8 { didSet { setNeedsLayout() } }
    var topMargin: CGFloat = 16 { didSet { setNeedsLayout() } }

    /// A screen-sized column: what the root list's `loadView` makes its root view.
    convenience init(spacing: CGFloat, topMargin: CGFloat = 16, inset: CGFloat = 16,
                     backgroundColor: UIColor = .systemBackground) {
        self.init(frame: UIScreen.main.bounds)
        self.spacing = spacing
        self.topMargin = topMargin
        self.inset = inset
        self.backgroundColor = backgroundColor
    }

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
