import Foundation

/// The popover's rounded background with its arrow (UIKit's `_UIPopoverStandardChromeView`), drawn
/// into the display list: a rounded rectangle behind the content and a triangle on the arrow edge.
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
        context.fill(body, color: color, cornerRadius: UIPopoverPresentationController.cornerRadius)
        context.fillPolygon(tip, color: color)
    }
}
