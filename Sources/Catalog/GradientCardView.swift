import Foundation
import OpenUIKit

/// A loyalty card drawn in `draw(_:)`: a rounded rectangle with only two corners rounded, a drop
/// shadow (`setShadow` inside `saveGState`/`restoreGState`, so only the card casts it), a diagonal
/// `CGGradient` clipped to the card's shape (`addClip()`), a five-pointed star filled with the even-odd
/// rule (its pentagon middle stays hollow) and a dashed inner border.
@MainActor
final class GradientCardView: UIView {
    var colors: [UIColor] = [UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1), .systemBlue] {
        didSet { setNeedsDisplay() }
    }
    /// The rounded corners (UIKit code often rounds only some: a ticket, a speech bubble).
    private let corners: UIRectCorner = [.topLeft, .bottomRight]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let card = bounds.insetBy(dx: 8, dy: 8)
        guard card.width > 40, card.height > 40 else { return }
        let shape = UIBezierPath(roundedRect: card, byRoundingCorners: corners, cornerRadii: CGSize(width: 26, height: 26))

        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor(white: 0, alpha: 0.35).cgColor)
        (colors.last ?? .systemBlue).setFill()
        shape.fill()
        context.restoreGState()

        context.saveGState()
        shape.addClip()
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                     colors: colors.map(\.cgColor) as CFArray, locations: nil) {
            context.drawLinearGradient(gradient, start: CGPoint(x: card.minX, y: card.minY),
                                       end: CGPoint(x: card.maxX, y: card.maxY), options: [])
        }
        let star = Self.star(center: CGPoint(x: card.maxX - 52, y: card.midY + 4), radius: 34)
        star.usesEvenOddFillRule = true
        UIColor(white: 1, alpha: 0.85).setFill()
        star.fill()
        context.restoreGState()

        let border = UIBezierPath(roundedRect: card.insetBy(dx: 7, dy: 7), byRoundingCorners: corners,
                                  cornerRadii: CGSize(width: 19, height: 19))
        border.lineWidth = 1.5
        border.setLineDash([6, 4], count: 2, phase: 0)
        UIColor(white: 1, alpha: 0.7).setStroke()
        border.stroke()
    }

    /// A five-pointed star as one polygon through every second point of a pentagon: its edges cross,
    /// so the even-odd rule leaves the middle unfilled.
    static func star(center: CGPoint, radius: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}
