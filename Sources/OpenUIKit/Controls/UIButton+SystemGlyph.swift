import Foundation

/// The symbols the glyph button types draw when no image is set, as display commands: UIKit draws
/// them from its own artwork, which Linux does not have.
extension UIButton.ButtonType {
    /// The glyph's size: 22 × 22 points, the size of UIKit's info and add buttons' symbols.
    static let glyphSize = CGSize(width: 22, height: 22)

    /// Whether this type draws a symbol.
    var hasGlyph: Bool {
        switch self {
        case .custom, .system: return false
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: return true
        }
    }

    /// Draws the symbol centred in `rect`: a circled "i", a circled "+", or a grey disc with an "×"
    /// (the close button is grey in UIKit whatever the tint).
    @MainActor
    func drawGlyph(in rect: CGRect, color: UIColor, into context: UIGraphicsContext) {
        let side = min(rect.width, rect.height, UIButton.ButtonType.glyphSize.width)
        guard side > 0 else { return }
        let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let c = CGPoint(x: circle.midX, y: circle.midY)
        let arm = side * 0.25
        func line(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat, _ color: UIColor) {
            context.drawLine(from: CGPoint(x: c.x + x0, y: c.y + y0), to: CGPoint(x: c.x + x1, y: c.y + y1),
                             color: color, width: side / 11)
        }
        switch self {
        case .close:
            context.fill(circle, color: .systemGray5, cornerRadius: side / 2)
            line(-arm * 0.8, -arm * 0.8, arm * 0.8, arm * 0.8, .systemGray)
            line(-arm * 0.8, arm * 0.8, arm * 0.8, -arm * 0.8, .systemGray)
        case .contactAdd:
            context.stroke(circle, color: color, lineWidth: side / 15, cornerRadius: side / 2)
            line(-arm, 0, arm, 0, color)
            line(0, -arm, 0, arm, color)
        case .detailDisclosure, .infoLight, .infoDark:
            context.stroke(circle, color: color, lineWidth: side / 15, cornerRadius: side / 2)
            line(0, -arm, 0, -arm * 0.9, color)
            line(0, -arm * 0.2, 0, arm, color)
        case .custom, .system:
            break
        }
    }
}
