import Foundation

/// A path under construction, as Core Graphics' `CGMutablePath`. Every call takes an optional
/// `transform` applied to the points it adds, as there.
public final class CGMutablePath: CGPath {
    /// An empty path, as `CGMutablePath()`.
    public init() {
        super.init(elements: [])
    }

    /// Starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    /// A line from the current point. Without one, Core Graphics logs "no current point" and adds
    /// nothing; this adds nothing too (paths are built off the main actor, where ``Diagnostics``
    /// is not, so the empty result is the whole report). The same holds for the other curves.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint() else { return }
        elements.append(.lineTo(point.applying(transform)))
    }

    /// Lines through `points`, the first one a move, as `addLines(between:transform:)`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { elements.append(.lineTo(point.applying(transform))) }
    }

    /// A quadratic Bézier curve from the current point, as `addQuadCurve(to:control:transform:)`; nothing
    /// without a current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint() else { return }
        elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve from the current point, as `addCurve(to:control1:control2:transform:)`; nothing
    /// without a current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint() else { return }
        elements.append(.curveTo(end.applying(transform), control1: control1.applying(transform),
                                 control2: control2.applying(transform)))
    }

    /// Closes the current subpath; the current point goes back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle: a move to its origin and three lines, as Core Graphics adds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)],
                 transform: transform)
        closeSubpath()
    }

    /// A closed rectangle for each of `rects`, as `addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: a closed subpath of four cubic Béziers starting at the right
    /// middle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        let unit = transform.concatenatingEllipse(center: CGPoint(x: rect.midX, y: rect.midY), radii: radii)
        move(to: CGPoint(x: 1, y: 0), transform: unit)
        appendArc(from: 0, to: 2 * .pi, transform: unit)
        closeSubpath()
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerWidth` × `cornerHeight`
    /// (clamped to half the sides), as `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        let radius = CGSize(width: rx, height: ry)
        addRoundedRect(rect, topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius, transform: transform)
    }

    /// A rounded rectangle with its own radii for each corner, clockwise on screen from the top left.
    /// Each corner is a line to its start and the quarter arc of ``quarterArcs`` mapped onto it, with no
    /// array made and no trigonometry: a layer's rounded bounds are built this way several times a
    /// frame (``CALayer/roundedShape(in:)``; docs/Performance.md, "Session 15 — the card sheet's
    /// modal cycle"). The points are those ``appendArc(from:to:transform:)`` gives, bit for bit.
    func addRoundedRect(_ rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize,
                        transform: CGAffineTransform) {
        func rounds(_ radius: CGSize) -> Bool { radius.width > 0 && radius.height > 0 }
        guard rounds(topLeft) || rounds(topRight) || rounds(bottomRight) || rounds(bottomLeft) else {
            return addRect(rect, transform: transform)
        }
        elements.reserveCapacity(elements.count + 10)
        move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY), transform: transform)
        appendCorner(0, radius: topRight, center: CGPoint(x: rect.maxX - topRight.width, y: rect.minY + topRight.height),
                     transform: transform)
        appendCorner(1, radius: bottomRight,
                     center: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY - bottomRight.height), transform: transform)
        appendCorner(2, radius: bottomLeft, center: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY - bottomLeft.height),
                     transform: transform)
        appendCorner(3, radius: topLeft, center: CGPoint(x: rect.minX + topLeft.width, y: rect.minY + topLeft.height),
                     transform: transform)
        closeSubpath()
    }

    /// A rounded rectangle's corner `index` (clockwise from the top right): a line to the start of its
    /// quarter ellipse of `radius` around `center`, then the arc when the radius is not zero.
    private func appendCorner(_ index: Int, radius: CGSize, center: CGPoint, transform: CGAffineTransform) {
        let unit = transform.concatenatingEllipse(center: center, radii: radius)
        let arc = Self.quarterArcs[index]
        elements.append(.lineTo(arc.start.applying(unit)))
        guard radius.width > 0 && radius.height > 0 else { return }
        for segment in arc.segments {
            elements.append(.curveTo(segment.end.applying(unit), control1: segment.control1.applying(unit),
                                     control2: segment.control2.applying(unit)))
        }
    }

    /// The unit circle's quarter arcs a rounded rectangle's corners follow, from −π/2, 0, π/2 and π:
    /// each start point and its Bézier segments, computed once by ``forEachUnitArcSegment(from:to:_:)``
    /// as a path's arcs are.
    private static let quarterArcs: [(start: CGPoint, segments: [UnitArcSegment])] = [-CGFloat.pi / 2, 0, .pi / 2, .pi].map { start in
        var segments: [UnitArcSegment] = []
        forEachUnitArcSegment(from: start, to: start + .pi / 2) { segments.append($0) }
        return (CGPoint(x: cos(start), y: sin(start)), segments)
    }

    /// A circular arc, as `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: a line from
    /// the current point to the arc's start (a move when there is none), then the arc. `clockwise`
    /// is Core Graphics' sense — decreasing angles — which on UIKit's flipped screen turns
    /// counter-clockwise; ``UIBezierPath`` flips it, as UIKit does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let unit = transform.concatenatingEllipse(center: center, radii: CGSize(width: radius, height: radius))
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep -= (sweep / (2 * .pi)).rounded(.up) * 2 * .pi }
        } else if sweep < 0 {
            sweep += (-sweep / (2 * .pi)).rounded(.up) * 2 * .pi
        }
        sweep = max(min(sweep, 2 * .pi), -2 * .pi)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(unit)
        if elements.isEmpty { elements.append(.moveTo(start)) } else { elements.append(.lineTo(start)) }
        appendArc(from: startAngle, to: startAngle + sweep, transform: unit)
    }

    /// A corner arc of `radius` tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, preceded by a line to its start, as `addArc(tangent1End:tangent2End:
    /// radius:transform:)`. Collinear points or a zero radius add a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint() else { return }
        let current = currentPoint.applying(transform.inverted())
        let first = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let second = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let firstLength = hypot(first.x, first.y), secondLength = hypot(second.x, second.y)
        let cross = first.x * second.y - first.y * second.x
        guard radius > 0, firstLength > 0, secondLength > 0, abs(cross) > 1e-9 else {
            return elements.append(.lineTo(tangent1End.applying(transform)))
        }
        let angle = acos(max(min((first.x * second.x + first.y * second.y) / (firstLength * secondLength), 1), -1))
        let distance = radius / tan(angle / 2)
        let u1 = CGPoint(x: first.x / firstLength, y: first.y / firstLength)
        let u2 = CGPoint(x: second.x / secondLength, y: second.y / secondLength)
        let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let end = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        // The centre lies along the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        let endAngle = atan2(end.y - center.y, end.x - center.x)
        // The arc turns the way the corner turns: the short way round.
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: cross > 0,
               transform: transform)
    }

    /// Appends `path`'s elements mapped by `transform`, as `addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) })
    }

    /// Cubic Béziers along the unit circle from `start` to `end` (radians, either direction), mapped
    /// by `transform`; at most a quarter turn each, whose error is under 0.03 %.
    private func appendArc(from start: CGFloat, to end: CGFloat, transform: CGAffineTransform) {
        Self.forEachUnitArcSegment(from: start, to: end) { segment in
            elements.append(.curveTo(segment.end.applying(transform), control1: segment.control1.applying(transform),
                                     control2: segment.control2.applying(transform)))
        }
    }

    /// A cubic Bézier segment of the unit circle: its control points and end point.
    private typealias UnitArcSegment = (control1: CGPoint, control2: CGPoint, end: CGPoint)

    /// The unit circle's arc from `start` to `end` (radians) as cubic Béziers of at most a quarter turn
    /// each, in order.
    private static func forEachUnitArcSegment(from start: CGFloat, to end: CGFloat, _ body: (UnitArcSegment) -> Void) {
        let sweep = end - start
        guard sweep != 0, sweep.isFinite else { return }
        let count = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        for index in 0..<count {
            let a0 = start + CGFloat(index) * step, a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p3 = CGPoint(x: cos(a1), y: sin(a1))
            body((control1: CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x),
                  control2: CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x), end: p3))
        }
    }

    private func hasCurrentPoint() -> Bool { !elements.isEmpty }
}

extension CGAffineTransform {
    /// Maps the unit circle onto the ellipse of `radii` around `center`, then applies `self`.
    fileprivate func concatenatingEllipse(center: CGPoint, radii: CGSize) -> CGAffineTransform {
        CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y).concatenating(self)
    }
}
