import Foundation

/// An immutable path, as Core Graphics' `CGPath`: subpaths of lines and Bézier curves.
///
/// Build one with ``CGMutablePath`` (or ``UIBezierPath``). Paths compare equal when their elements do.
public class CGPath: Equatable {
    /// The elements, in order.
    public internal(set) var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle path, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Equal when the elements are, as `CGPath.==` (Core Graphics' `CGPathEqualToPath`) compares paths.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Whether the path has no elements, as `isEmpty`.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts: the last end point, or the start of a closed subpath; `.zero`
    /// for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case let .moveTo(point):
                subpathStart = point
                current = point
            case .closeSubpath: current = subpathStart
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included, as `boundingBox`;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        var bounds = CGRect.null
        for element in elements {
            for point in element.points { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
        }
        return bounds
    }

    /// The smallest rectangle holding the drawn curve (control points excluded), as `boundingBoxOfPath`.
    public var boundingBoxOfPath: CGRect {
        var bounds = CGRect.null
        for polygon in polygons() {
            for point in polygon { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
        }
        return bounds
    }

    /// Whether `point` is inside the area a fill would paint, as `contains(_:using:transform:)`:
    /// every subpath counts as closed, as for filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let point = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        var crossings = 0
        for polygon in polygons() where polygon.count > 2 {
            for index in polygon.indices {
                let start = polygon[index], end = polygon[(index + 1) % polygon.count]
                guard (start.y <= point.y) != (end.y <= point.y) else { continue }
                let x = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += end.y > start.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// A copy, as `copy()`.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A copy with every point mapped by `transform`, as `copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy, as `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.elements = elements
        return path
    }

    /// Each subpath as a polygon, curves flattened to 16 segments — fine enough for hit-testing
    /// and bounds at screen sizes.
    func polygons() -> [[CGPoint]] {
        flattenedSubpaths(steps: 16).map(\.points)
    }

    /// Each subpath as a polyline, each curve flattened to `steps` segments, with whether it was
    /// closed (`closeSubpath`): its closing segment, back to the first point, is then implied.
    func flattenedSubpaths(steps: Int) -> [(points: [CGPoint], isClosed: Bool)] {
        var subpaths: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { subpaths.append((current, closed)) }
            current = []
        }
        for element in elements {
            let last = current.last ?? .zero
            switch element {
            case let .moveTo(point):
                finish(closed: false)
                current = [point]
            case let .lineTo(point):
                current.append(point)
            case let .quadCurveTo(point, control):
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * last.y + 2 * u * t * control.y + t * t * point.y))
                }
            case let .curveTo(point, control1, control2):
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(CGPoint(x: w0 * last.x + w1 * control1.x + w2 * control2.x + w3 * point.x,
                                           y: w0 * last.y + w1 * control1.y + w2 * control2.y + w3 * point.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return subpaths
    }
}
