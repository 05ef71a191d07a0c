import Foundation

/// One scroll indicator: the thin rounded bar a scroll view shows at its edge while it scrolls, as
/// UIKit's private `_UIScrollViewScrollIndicator` (a subview of the scroll view, kept above the
/// content). It takes no touches.
@MainActor
final class ScrollIndicatorView: UIView {
    /// How thick the bar is. UIKit does not document it; iOS draws bars about 3 points thick.
    static let thickness: CGFloat = 3

    init(style: UIScrollView.IndicatorStyle) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.thickness / 2
        apply(style)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar's color for `style`: dark or light at UIKit's translucency (a pick: about a third opaque).
    func apply(_ style: UIScrollView.IndicatorStyle) {
        backgroundColor = style == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
    }
}
