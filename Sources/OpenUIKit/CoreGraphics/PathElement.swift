import Foundation

/// One element of a path, as a plain value: what a ``CGPath`` holds and what a ``DisplayCommand``
/// records.
///
/// Core Graphics exposes elements as `CGPathElement` structs with a points pointer; a value enum says
/// the same with no unsafe pointers. Arcs, rectangles and ellipses are stored as the lines and cubic
/// Béziers they are made of, as Core Graphics stores them, so a renderer needs only these five.
public enum PathElement: Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(CGPoint, control: CGPoint)
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// Every point of the element, end point last (none for a close).
    public var points: [CGPoint] {
        switch self {
        case let .moveTo(point), let .lineTo(point): [point]
        case let .quadCurveTo(point, control): [control, point]
        case let .curveTo(point, control1, control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }

    /// The element with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case let .moveTo(point): .moveTo(point.applying(transform))
        case let .lineTo(point): .lineTo(point.applying(transform))
        case let .quadCurveTo(point, control):
            .quadCurveTo(point.applying(transform), control: control.applying(transform))
        case let .curveTo(point, control1, control2):
            .curveTo(point.applying(transform), control1: control1.applying(transform),
                     control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }

    /// The path `t` of the way from `from` to `to`, point by point, when both have the same elements
    /// in the same order (how Core Animation interpolates a shape layer's `path`); nil otherwise.
    static func interpolated(_ from: [PathElement], _ to: [PathElement], _ t: CGFloat) -> [PathElement]? {
        guard from.count == to.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        var elements: [PathElement] = []
        elements.reserveCapacity(from.count)
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case let (.moveTo(p), .moveTo(q)): elements.append(.moveTo(mix(p, q)))
            case let (.lineTo(p), .lineTo(q)): elements.append(.lineTo(mix(p, q)))
            case let (.quadCurveTo(p, c), .quadCurveTo(q, d)): elements.append(.quadCurveTo(mix(p, q), control: mix(c, d)))
            case let (.curveTo(p, c1, c2), .curveTo(q, d1, d2)):
                elements.append(.curveTo(mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            default: return nil
            }
        }
        return elements
    }
}
