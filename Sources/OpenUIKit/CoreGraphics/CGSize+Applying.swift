import Foundation

extension CGSize {
    /// The size mapped by `t` without its translation, as Core Graphics' `CGSize.applying(_:)`
    /// (components may come out negative, as there).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
