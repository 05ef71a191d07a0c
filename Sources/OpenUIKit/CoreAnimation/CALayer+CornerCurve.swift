import Foundation

/// `layer.cornerCurve`: the shape of the rounded corners, drawn wherever the layer's rounded shape is
/// (background, border, the clip of `masksToBounds`, the shadow cast from the layer's shape).
///
/// Apple does not publish the continuous curve. The shape used here is the commonly described one:
/// each corner starts 1.528 × the radius along the edges (instead of 1 ×) and is one cubic Bézier whose
/// control points sit 0.178 of that distance from the corner, which puts the curve's middle where a
/// quarter circle of the same radius passes (0.293 × the radius in from both edges) while easing into
/// the straight edges. A radius too big for the rectangle shrinks the corners to fit, as circular ones
/// do. With only some corners rounded (``maskedCorners``), the corners are circular.
extension CALayer {
    /// How the rounded corners of ``cornerRadius`` are shaped, as Core Animation's `cornerCurve`:
    /// `.circular` (the default) or `.continuous` (see above). Stored on the layer, which a view makes
    /// only when asked for, so views that never set it pay nothing.
    public var cornerCurve: CALayerCornerCurve {
        get { storedCornerCurve }
        set { setProperty(.cornerCurve, from: storedCornerCurve, to: newValue) { storedCornerCurve = $0 } }
    }

    /// Whether the rounded shape is drawn with continuous corners.
    var drawsContinuousCorners: Bool {
        storedCornerCurve == .continuous && storedMaskedCorners == .all && hasRoundedCorners
    }

    /// The outline of `rect` with continuous corners of `radius` (see above).
    static func continuousCornerPath(_ rect: CGRect, radius: CGFloat) -> DisplayPath {
        let extent = min(radius * 1.528, rect.width / 2, rect.height / 2)
        let control = extent * 0.178
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: minX + extent, y: minY))
        path.addLine(to: CGPoint(x: maxX - extent, y: minY))
        path.addCurve(to: CGPoint(x: maxX, y: minY + extent), control1: CGPoint(x: maxX - control, y: minY),
                      control2: CGPoint(x: maxX, y: minY + control))
        path.addLine(to: CGPoint(x: maxX, y: maxY - extent))
        path.addCurve(to: CGPoint(x: maxX - extent, y: maxY), control1: CGPoint(x: maxX, y: maxY - control),
                      control2: CGPoint(x: maxX - control, y: maxY))
        path.addLine(to: CGPoint(x: minX + extent, y: maxY))
        path.addCurve(to: CGPoint(x: minX, y: maxY - extent), control1: CGPoint(x: minX + control, y: maxY),
                      control2: CGPoint(x: minX, y: maxY - control))
        path.addLine(to: CGPoint(x: minX, y: minY + extent))
        path.addCurve(to: CGPoint(x: minX + extent, y: minY), control1: CGPoint(x: minX, y: minY + control),
                      control2: CGPoint(x: minX + control, y: minY))
        path.closeSubpath()
        return DisplayPath(path.elements)
    }
}
