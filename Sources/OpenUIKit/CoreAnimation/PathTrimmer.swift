import Foundation

/// The part of a path between two fractions of its length, as a shape layer's ``CAShapeLayer/strokeStart``
/// and ``CAShapeLayer/strokeEnd`` trim its stroke.
///
/// The length runs over every subpath in order, a closed subpath counting its closing segment, as
/// Core Animation measures it. Curves are followed as polylines of ``curveSteps`` segments each,
/// fine enough that the stroke's curvature shows no corners at 3×.
struct PathTrimmer {
    /// The segments each curve is flattened to.
    static let curveSteps = 64

    /// Each subpath as its points in order (a closed one ends back at its start).
    private let polylines: [[CGPoint]]
    /// The whole path's length.
    private let totalLength: CGFloat

    init(_ path: CGPath) {
        polylines = path.flattenedSubpaths(steps: Self.curveSteps).map { subpath in
            subpath.isClosed && subpath.points.count > 1 ? subpath.points + [subpath.points[0]] : subpath.points
        }
        var total: CGFloat = 0
        for points in polylines {
            for index in points.indices.dropFirst() { total += Self.distance(points[index - 1], points[index]) }
        }
        totalLength = total
    }

    /// The elements of the path between `start` and `end` (fractions of the length, 0…1, start < end):
    /// one open subpath per subpath the range crosses.
    func elements(from start: CGFloat, to end: CGFloat) -> [PathElement] {
        guard totalLength > 0 else { return [] }
        let from = start * totalLength, to = end * totalLength
        var elements: [PathElement] = []
        var travelled: CGFloat = 0
        for points in polylines {
            var started = false
            for index in points.indices.dropFirst() {
                let a = points[index - 1], b = points[index]
                let length = Self.distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                if !started {
                    elements.append(.moveTo(Self.point(a, b, at: (max(from, segmentStart) - segmentStart) / length)))
                    started = true
                }
                elements.append(.lineTo(Self.point(a, b, at: (min(to, segmentEnd) - segmentStart) / length)))
            }
        }
        return elements
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(b.x - a.x, b.y - a.y)
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, at fraction: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
}
