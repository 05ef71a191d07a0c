import Foundation

/// How a stepper draws itself, as iOS 17 draws its 94 × 32 pt stepper: a rounded rectangle (8 pt
/// corners) in the light gray system fill, the half under a finger filled once more (darker), a thin
/// divider between the halves, and a − and a + in the label color, dimmed on a half that cannot step.
/// Images set per state replace the drawn background, divider and glyphs; a template image takes
/// the tint color.
extension UIStepper {
    /// The corner radius of the background.
    static let cornerRadius: CGFloat = 8
    /// The length and thickness of the − and + strokes.
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    /// The divider's length (centered vertically) and width.
    static let dividerLength: CGFloat = 18
    /// The color of the divider, as the system separator.
    static let dividerColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// A half that cannot step draws its glyph at this opacity (the tertiary label's).
    static let disabledGlyphOpacity: CGFloat = 0.3

    /// The rectangle of `half` in the bounds.
    func rect(of half: Half) -> CGRect {
        let width = bounds.width / 2
        return CGRect(x: half == .decrement ? bounds.minX : bounds.midX, y: bounds.minY,
                      width: width, height: bounds.height)
    }

    func drawStepper(in context: CGContext) {
        let opacity = valueControlOpacity
        for half in [Half.decrement, .increment] {
            let halfRect = rect(of: half)
            let state = state(of: half)
            if let background = backgroundImage(for: state) {
                context.draw(background, in: halfRect, tint: templateTint(for: background), alpha: opacity)
            } else {
                let presses = state == .highlighted ? 2 : 1
                let corners: UIRectCorner = half == .decrement ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
                let shape = UIBezierPath(roundedRect: halfRect, byRoundingCorners: corners,
                                         cornerRadii: CGSize(width: Self.cornerRadius, height: Self.cornerRadius))
                for _ in 0..<presses {
                    context.setFillColor(Self.valueControlTrackFill.multiplyingAlpha(by: opacity).cgColor)
                    context.addPath(shape.cgPath)
                    context.fillPath()
                }
            }
            drawGlyph(of: half, state: state, in: halfRect, opacity: opacity, context: context)
        }
        drawDivider(opacity: opacity, in: context)
    }

    private func drawGlyph(of half: Half, state: State, in halfRect: CGRect, opacity: CGFloat, context: CGContext) {
        let center = CGPoint(x: halfRect.midX, y: halfRect.midY)
        if let image = half == .increment ? incrementImage(for: state) : decrementImage(for: state) {
            return drawValueControlImage(image, centeredAt: center, opacity: opacity, in: context)
        }
        let color = UIColor.label.multiplyingAlpha(by: opacity * (state == .disabled ? Self.disabledGlyphOpacity : 1))
        let arm = Self.glyphLength / 2
        context.drawLine(from: CGPoint(x: center.x - arm, y: center.y), to: CGPoint(x: center.x + arm, y: center.y),
                         color: color, width: Self.glyphThickness)
        guard half == .increment else { return }
        context.drawLine(from: CGPoint(x: center.x, y: center.y - arm), to: CGPoint(x: center.x, y: center.y + arm),
                         color: color, width: Self.glyphThickness)
    }

    private func drawDivider(opacity: CGFloat, in context: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        if let image = dividerImage(forLeftSegmentState: state(of: .decrement),
                                    rightSegmentState: state(of: .increment)) {
            return drawValueControlImage(image, centeredAt: center, opacity: opacity, in: context)
        }
        context.fill(CGRect(x: center.x - 0.5, y: center.y - Self.dividerLength / 2, width: 1,
                            height: Self.dividerLength),
                     color: Self.dividerColor.multiplyingAlpha(by: opacity))
    }
}
