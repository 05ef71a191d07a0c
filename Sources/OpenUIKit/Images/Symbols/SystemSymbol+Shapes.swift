import Foundation

/// Plain shapes, outlined and filled: circle, square, heart, star — favourites, ratings, radio buttons.
extension SystemSymbol {
    static let shapes: [SystemSymbol] =
        outlineAndFill("circle", width: 20, height: 20) { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        + outlineAndFill("square", width: 20, height: 20) {
            $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4.5, cornerHeight: 4.5)
        }
        + outlineAndFill("heart", width: 20, height: 18, addHeart)
        + outlineAndFill("star", width: 20, height: 19, addStar)

    /// Two round lobes meeting in a dip at the top, curving down to a point.
    private static func addHeart(to path: CGMutablePath) {
        path.move(to: CGPoint(x: 10, y: 18))
        path.addCurve(to: CGPoint(x: 0, y: 6), control1: CGPoint(x: 4, y: 13.5), control2: CGPoint(x: 0, y: 10))
        path.addCurve(to: CGPoint(x: 5, y: 0.5), control1: CGPoint(x: 0, y: 2.8), control2: CGPoint(x: 2.3, y: 0.5))
        path.addCurve(to: CGPoint(x: 10, y: 4), control1: CGPoint(x: 7.5, y: 0.5), control2: CGPoint(x: 9.2, y: 2.2))
        path.addCurve(to: CGPoint(x: 15, y: 0.5), control1: CGPoint(x: 10.8, y: 2.2), control2: CGPoint(x: 12.5, y: 0.5))
        path.addCurve(to: CGPoint(x: 20, y: 6), control1: CGPoint(x: 17.7, y: 0.5), control2: CGPoint(x: 20, y: 2.8))
        path.addCurve(to: CGPoint(x: 10, y: 18), control1: CGPoint(x: 20, y: 10), control2: CGPoint(x: 16, y: 13.5))
        path.closeSubpath()
    }

    /// A five-pointed star, one point up: outer radius 10.5 (its width is 2 × 10.5 × cos 18° ≈ 20, its
    /// height 10.5 × (1 + cos 36°) ≈ 19), inner radius 0.45 of it — a little fuller than the regular
    /// star's 0.38, so the outline's inner corners do not fill up at heavy weights.
    private static func addStar(to path: CGMutablePath) {
        let center = CGPoint(x: 10, y: 10.5), outer: CGFloat = 10.5, inner = outer * 0.45
        let points = (0..<10).map { index -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius = index.isMultiple(of: 2) ? outer : inner
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
    }
}
