import Foundation

extension CGPoint {
    /// The point mapped by `t`, as Core Graphics' `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
