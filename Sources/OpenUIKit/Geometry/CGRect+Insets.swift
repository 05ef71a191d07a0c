import Foundation

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`.
    /// Negative insets grow it. A result with negative size is clamped to zero size, centred where
    /// the insets meet, so layout code never sees a negative width.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let width = size.width - insets.horizontal
        let height = size.height - insets.vertical
        return CGRect(
            x: origin.x + insets.left + min(width, 0) / 2,
            y: origin.y + insets.top + min(height, 0) / 2,
            width: max(width, 0),
            height: max(height, 0)
        )
    }
}
