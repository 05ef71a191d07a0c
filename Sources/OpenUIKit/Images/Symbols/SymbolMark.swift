import Foundation

/// A mark drawn inside a symbol's container (the check of `checkmark.circle`, the bar and dot of
/// `info.circle`), which the filled variant cuts out of its solid shape (`checkmark.circle.fill`).
///
/// UIKit's filled symbols show their marks as holes, not painted over in another color: drawn as a
/// template, a hole shows what is behind the image. So each mark can draw itself both ways, with
/// the same outline: stroked with the weight's line width, or as the outline of that stroke (see
/// ``SymbolCanvas/solid(_:cuttingOut:)``).
enum SymbolMark: Sendable {
    /// Straight arms from a shared point, with round ends: a check (two arms from its corner), a cross
    /// or plus (four), a bar (two opposite arms).
    case arms(from: CGPoint, to: [CGPoint])
    /// A round dot (the dot of `i` and `!`), sized by the weight (``SymbolCanvas/dotRadius``).
    case dot(CGPoint)

    /// A straight bar from `start` to `end`.
    static func bar(_ start: CGPoint, _ end: CGPoint) -> SymbolMark {
        .arms(from: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), to: [start, end])
    }

    /// Adds the outline of the mark drawn with `lineWidth` to `path`: for arms, one closed contour that
    /// runs out along each arm's side, round its end, and back to where the next arm's side meets it.
    /// The contour is simple (it never crosses itself), so an even-odd fill of a shape around it leaves
    /// exactly the mark as a hole.
    func addOutline(to path: CGMutablePath, lineWidth: CGFloat, dotRadius: CGFloat) {
        switch self {
        case let .dot(center):
            path.addEllipse(in: CGRect(x: center.x - dotRadius, y: center.y - dotRadius,
                                       width: 2 * dotRadius, height: 2 * dotRadius))
        case let .arms(center, ends):
            let half = lineWidth / 2
            let arms = ends.map { end in
                (end: end, angle: atan2(end.y - center.y, end.x - center.x))
            }.sorted { $0.angle < $1.angle }
            guard !arms.isEmpty else { return }
            for (index, arm) in arms.enumerated() {
                let next = arms[(index + 1) % arms.count]
                if index == 0 { path.move(to: Self.corner(center, arms[arms.count - 1].angle, arm.angle, half)) }
                // The arc starts with a line from the corner along the arm's side to its end.
                path.addArc(center: arm.end, radius: half, startAngle: arm.angle - .pi / 2,
                            endAngle: arm.angle + .pi / 2, clockwise: false)
                path.addLine(to: Self.corner(center, arm.angle, next.angle, half))
            }
            path.closeSubpath()
        }
    }

    /// Where the side of the arm at angle `first` that faces the next arm (at `second`, further round)
    /// meets that arm's side facing back: the inner corner between two arms, or the mitre point when
    /// they are more than half a turn apart. Arms in one straight line meet at the side point itself.
    private static func corner(_ center: CGPoint, _ first: CGFloat, _ second: CGFloat, _ half: CGFloat) -> CGPoint {
        let u1 = unit(first), u2 = unit(second)
        let n1 = unit(first + .pi / 2), n2 = unit(second + .pi / 2)
        let p1 = CGPoint(x: center.x + n1.x * half, y: center.y + n1.y * half)
        let p2 = CGPoint(x: center.x - n2.x * half, y: center.y - n2.y * half)
        // p1 + s·u1 = p2 + t·u2, solved for s by Cramer's rule.
        let determinant = u1.x * -u2.y - u1.y * -u2.x
        guard abs(determinant) > 1e-9 else { return p1 }
        let dx = p2.x - p1.x, dy = p2.y - p1.y
        let s = (dx * -u2.y - dy * -u2.x) / determinant
        return CGPoint(x: p1.x + s * u1.x, y: p1.y + s * u1.y)
    }

    private static func unit(_ angle: CGFloat) -> CGPoint { CGPoint(x: cos(angle), y: sin(angle)) }
}
