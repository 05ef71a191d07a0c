import Foundation

/// A horizontal position anchor (leading, trailing, left, right, centerX), as UIKit's.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × system spacing`: this item follows `anchor` at the standard
    /// spacing. UIKit's spacing between siblings is 8 points; OpenUIKit uses that figure.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// `self ≥ anchor + multiplier × system spacing`: at least the standard gap (8 points) after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// `self ≤ anchor + multiplier × system spacing`: at most the standard gap (8 points) after `anchor`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: UIView.systemSpacing * multiplier)
    }
}
