import Foundation

/// The popover's rounded background with its arrow (UIKit's `_UIPopoverStandardChromeView`), drawn
/// into the display list: a rounded rectangle behind the content and a triangle on the arrow edge,
/// each outlined by a 1 pt separator-coloured edge. UIKit sets the popover apart with a soft shadow;
/// the outline stands in for it so a popover over a background of its own colour (white on white)
/// still shows its shape and where its arrow points, while staying inside the view's bounds.
@MainActor
final class PopoverBackgroundView: UIView {
    weak var popover: UIPopoverPresentationController?
    var arrowDirection: UIPopoverArrowDirection = .up {
        didSet { if arrowDirection != oldValue { setNeedsDisplay() } }
    }
    /// The tip's offset along the arrow edge, from the leading corner.
    var arrowPosition: CGFloat = 0 {
        didSet { if arrowPosition != oldValue { setNeedsDisplay() } }
    }

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = popover?.backgroundColor ?? .systemBackground
        let arrow = UIPopoverPresentationController.arrowHeight
        let half = UIPopoverPresentationController.arrowBase / 2
        var body = bounds
        let tip: [CGPoint]
        let position = arrowPosition
        switch arrowDirection {
        case .down:
            body.size.height -= arrow
            tip = [CGPoint(x: position - half, y: body.maxY), CGPoint(x: position, y: bounds.maxY),
                   CGPoint(x: position + half, y: body.maxY)]
        case .left:
            body.origin.x += arrow
            body.size.width -= arrow
            tip = [CGPoint(x: body.minX, y: position - half), CGPoint(x: 0, y: position),
                   CGPoint(x: body.minX, y: position + half)]
        case .right:
            body.size.width -= arrow
            tip = [CGPoint(x: body.maxX, y: position - half), CGPoint(x: bounds.maxX, y: position),
                   CGPoint(x: body.maxX, y: position + half)]
        default:
            body.origin.y += arrow
            body.size.height -= arrow
            tip = [CGPoint(x: position - half, y: body.minY), CGPoint(x: position, y: 0),
                   CGPoint(x: position + half, y: body.minY)]
        }
        let radius = UIPopoverPresentationController.cornerRadius
        context.fill(body, color: .separator, cornerRadius: radius)
        context.fillPolygon(tip, color: .separator)
        context.fill(body.insetBy(dx: Self.outlineWidth, dy: Self.outlineWidth), color: color,
                     cornerRadius: max(radius - Self.outlineWidth, 0))
        context.fillPolygon(Self.inset(tip, by: Self.outlineWidth), color: color)
    }

    static let outlineWidth: CGFloat = 1

    /// The triangle moved `amount` toward its base (the tip point moves in, the base points narrow),
    /// so the outline triangle drawn under it shows as an edge of about `amount` points. The base
    /// points are also pushed `amount` into the body, so the arrow's fill meets the body's fill.
    static func inset(_ triangle: [CGPoint], by amount: CGFloat) -> [CGPoint] {
        let base0 = triangle[0], apex = triangle[1], base1 = triangle[2]
        let baseMid = CGPoint(x: (base0.x + base1.x) / 2, y: (base0.y + base1.y) / 2)
        let length = max(apex.distance(to: baseMid), .ulpOfOne)
        let inward = CGPoint(x: (baseMid.x - apex.x) / length, y: (baseMid.y - apex.y) / length)
        let along = CGPoint(x: (base1.x - base0.x) / max(base0.distance(to: base1), .ulpOfOne),
                            y: (base1.y - base0.y) / max(base0.distance(to: base1), .ulpOfOne))
        func move(_ point: CGPoint, _ dx: CGFloat, _ dy: CGFloat) -> CGPoint {
            CGPoint(x: point.x + dx, y: point.y + dy)
        }
        let slant = amount * 1.5
        return [
            move(base0, along.x * slant + inward.x * amount, along.y * slant + inward.y * amount),
            move(apex, inward.x * amount * 1.5, inward.y * amount * 1.5),
            move(base1, -along.x * slant + inward.x * amount, -along.y * slant + inward.y * amount),
        ]
    }
}
