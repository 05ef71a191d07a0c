import Foundation

/// A vertical position anchor (top, bottom, centerY, baselines), as UIKit's.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × system spacing` (8 points, see ``NSLayoutXAxisAnchor``).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// `self ≥ anchor + multiplier × system spacing`: at least the standard gap (8 points) below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// `self ≤ anchor + multiplier × system spacing`: at most the standard gap (8 points) below `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
    }
}
