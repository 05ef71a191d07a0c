import Foundation

extension CGRect {
    /// The smallest rectangle holding the four transformed corners, as Core Graphics'
    /// `CGRect.applying(_:)`; the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        if t.b == 0 && t.c == 0 {
            return CGRect(x: minX * t.a + t.tx, y: minY * t.d + t.ty, width: width * t.a, height: height * t.d)
                .standardized
        }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
