import Foundation

/// A size anchor (width, height), as UIKit's `NSLayoutDimension`: it can equal a constant or a
/// multiple of another dimension.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`: a fixed width or height in points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: nil, constant: c)
    }

    /// `self ≥ c`: a minimum size, such as a 44-point touch target.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
    }

    /// `self ≤ c`: a maximum size, such as a readable text width.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: c)
    }

    /// `self = m × anchor`: a proportional size, such as half the superview's width.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m)
    }

    /// `self = m × anchor + c`: a proportional size with a fixed offset.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// `self ≥ m × anchor`: at least a proportion of another size.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
    }

    /// `self ≥ m × anchor + c`: at least a proportion of another size plus an offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// `self ≤ m × anchor`: at most a proportion of another size.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
    }

    /// `self ≤ m × anchor + c`: at most a proportion of another size plus an offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}
