import Foundation

extension CGAffineTransform {
    /// The bounding box of the points that this transform maps into `rect`: what of a transformed
    /// view's coordinates can draw into `rect` of its superview's. A transform with no inverse maps
    /// everything onto a line or a point: nothing of the view shows, so the answer is the null rectangle.
    func rectFromImage(_ rect: CGRect) -> CGRect {
        guard a * d - b * c != 0 else { return .null }
        return rect.applying(inverted())
    }
}
