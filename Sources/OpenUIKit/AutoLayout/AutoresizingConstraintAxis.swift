import Foundation

/// The shape of the autoresizing constraints of a view that translates its mask, on one axis, as
/// UIKit's `NSAutoresizingMaskLayoutConstraint`s: the view's origin and length follow the
/// superview's length `S` as `origin == originShare × S + c₁` and `length == lengthShare × S + c₂`,
/// the constants taken from the frame the view has now. The shares are those plain autoresizing
/// uses (``UIView/shares(leading:length:trailing:)``), so a superview resized by the engine moves
/// the view exactly where its autoresizing mask would. Two axes with the same shape differ only in
/// their constants: the engine then changes constants instead of replacing constraints.
struct AutoresizingConstraintAxis: Equatable {
    var originShare: Double
    var lengthShare: Double
    /// UIKit's log notation for the axis (after "h=" or "v="): the leading margin, the length and the
    /// trailing margin, "-" fixed and "&" flexible. With nothing flexible UIKit writes "--&" (the
    /// trailing margin gives), as in its logs (https://stackoverflow.com/a/14408214).
    var notation: String

    /// The axis of a view at `origin` with `length` in a superview of length `superLength`, with
    /// the given flexible parts.
    init(origin: Double, length: Double, superLength: Double, flexible: (leading: Bool, length: Bool, trailing: Bool)) {
        let shares = UIView.shares(leading: (origin, flexible.leading), length: (length, flexible.length),
                                   trailing: (superLength - origin - length, flexible.trailing))
        originShare = shares.origin
        lengthShare = shares.length
        let marks = [flexible.leading, flexible.length, flexible.trailing]
        notation = marks.contains(true) ? String(marks.map { $0 ? "&" : "-" }) : "--&"
    }

    /// A constraint of the axis as UIKit logs it: `UIView.minX == 20.0` or
    /// `UIView.width == 0.5*UIWindow.width - 10.0` (`share` times the superview's dimension, then
    /// `constant`).
    static func describe(_ attribute: String, share: Double, constant: Double, superDimension: String) -> String {
        guard share != 0 else { return "\(attribute) == \(constant)" }
        let term = share == 1 ? superDimension : "\(share)*\(superDimension)"
        return constant == 0 ? "\(attribute) == \(term)" : "\(attribute) == \(term) \(constant < 0 ? "-" : "+") \(abs(constant))"
    }
}
