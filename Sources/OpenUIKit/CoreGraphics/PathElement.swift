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
}
