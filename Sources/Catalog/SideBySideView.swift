import Foundation
import OpenUIKit

/// Lays its subviews out left to right, equally wide and as tall as itself, with `spacing` between
/// them: the horizontal counterpart of ``ColumnView``, for a row of a Catalog screen.
@MainActor
final class SideBySideView: UIView {
    var spacing: CGFloat = 12 { didSet { setNeedsLayout() } }

    init(height: CGFloat, _ views: [UIView]) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        views.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(subviews.count)
        guard count > 0 else { return }
        let width = max((bounds.width - spacing * (count - 1)) / count, 0)
        for (index, view) in subviews.enumerated() {
            view.frame = CGRect(x: CGFloat(index) * (width + spacing), y: 0, width: width, height: bounds.height)
        }
    }
}
