import Foundation

/// Drawing `layer.cornerCurve = .continuous` (``CALayer/cornerCurve``): the background and the border
/// as a path with superellipse-like corners instead of quarter circles.
///
/// Apple does not publish its curve. The shape used here is the commonly described one: each corner
/// starts 1.528 × the radius along the edges (instead of 1 ×) and is one cubic Bézier whose control
/// points sit 0.178 of that distance from the corner, which puts the curve's middle where a quarter
/// circle of the same radius passes (0.293 × the radius in from both edges) while easing into the
/// straight edges. A radius too big for the rectangle shrinks the corners to fit, as circular ones do.
extension UIView {
    /// Whether the layer's corners are drawn continuous (a radius and `.continuous` set).
    var drawsContinuousCorners: Bool {
        hasAppearanceAttributes && layerCornerRadius > 0 && appearanceAttributes?.cornerCurve == .continuous
    }

    /// Records the background fill with continuous corners.
    func fillContinuousCorners(_ rect: CGRect, color: UIColor, radius: CGFloat, into context: UIGraphicsContext) {
        let color = context.resolved(color)
        guard !color.isFullyTransparent, rect.isDrawable else { return }
        context.append(.fillPath(UIView.continuousCornerPath(rect, radius: radius), color: color, rule: .winding, shadow: nil))
    }

    /// Records the border inside `rect`, `lineWidth` wide, with continuous corners.
    func strokeContinuousCorners(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, radius: CGFloat,
                                 into context: UIGraphicsContext) {
        let color = context.resolved(color)
        guard !color.isFullyTransparent, rect.isDrawable, lineWidth > 0, lineWidth.isFinite else { return }
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        guard inset.width > 0, inset.height > 0 else { return }
        let path = UIView.continuousCornerPath(inset, radius: max(radius - lineWidth / 2, 0))
        context.append(.strokePath(path, color: color, style: PathStrokeStyle(lineWidth: lineWidth), shadow: nil))
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
