import Foundation

/// An animation through a sequence of values, as Core Animation's `CAKeyframeAnimation`: ``values``
/// reached at ``keyTimes`` (fractions of the pass; evenly spaced when not given or not matching the
/// values), each segment paced by its entry of ``timingFunctions``; or, for a point property
/// (`position`), along ``path``, which takes precedence over the values.
///
/// A path is followed at an even pace along its length (its curves flattened into 16 straight
/// pieces each), as `paced` computes it; `cubic` modes move in straight lines between values (the
/// README's "Differences from UIKit"). `rotationMode` is not supported.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, of the property's type.
    open var values: [Any]?
    /// A path a point property follows; takes precedence over ``values``.
    open var path: CGPath? {
        didSet { pathPoints = nil }
    }
    /// When each value is reached, as fractions 0…1 of the pass, one per value (for `discrete`,
    /// when each value begins).
    open var keyTimes: [NSNumber]?
    /// The pace of each segment between values (one fewer than the values).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the value moves between keyframes: `linear` by default.
    open var calculationMode = CAAnimationCalculationMode.linear

    /// ``path`` as a polyline and the lengths along it, made the first time they are needed.
    private var pathPoints: (points: [CGPoint], lengths: [CGFloat])?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    /// The keyframe value at `progress`; with ``CAPropertyAnimation/isAdditive`` added to the model
    /// value, as Core Animation adds it (a shake written as offsets around where the layer is).
    override func value(at progress: Double, iteration: Int, model: AnimatedValue) -> AnimatedValue? {
        guard let value = keyframeValue(at: progress, model: model) else { return nil }
        return isAdditive ? model.adding(value) : value
    }

    /// The value the keyframes (or the path) give at `progress`.
    private func keyframeValue(at progress: Double, model: AnimatedValue) -> AnimatedValue? {
        if let path, case .point = model { return pointAlong(path, at: progress) }
        guard let values, !values.isEmpty else { return nil }
        let count = values.count
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = keyTimes.flatMap { $0.count == count && !paced ? $0.map(\.doubleValue) : nil }
        func time(_ index: Int) -> Double {
            if let times { return times[index] }
            return calculationMode == .discrete ? Double(index) / Double(count) : Double(index) / Double(max(count - 1, 1))
        }
        func value(_ index: Int) -> AnimatedValue? { AnimatedValue(values[index], like: model) }
        // The last keyframe at or before the progress.
        var index = 0
        while index + 1 < count, time(index + 1) <= progress { index += 1 }
        if calculationMode == .discrete || index + 1 >= count || progress <= time(0) {
            return value(progress <= time(0) ? 0 : index)
        }
        let span = time(index + 1) - time(index)
        var local = span > 0 ? (progress - time(index)) / span : 1
        if !paced, let functions = timingFunctions, index < functions.count {
            local = functions[index].progress(at: local)
        }
        guard let from = value(index), let to = value(index + 1) else { return nil }
        return from.interpolated(to: to, CGFloat(local))
    }

    /// The point `progress` of the way along `path` by length.
    private func pointAlong(_ path: CGPath, at progress: Double) -> AnimatedValue? {
        let (points, lengths) = pathPoints ?? Self.polyline(of: path)
        pathPoints = (points, lengths)
        guard let first = points.first, let total = lengths.last, total > 0 else { return points.first.map(AnimatedValue.point) }
        let target = CGFloat(min(max(progress, 0), 1)) * total
        var index = 1
        while index < lengths.count - 1, lengths[index] < target { index += 1 }
        guard index < points.count else { return .point(first) }
        let segment = lengths[index] - lengths[index - 1]
        let t = segment > 0 ? (target - lengths[index - 1]) / segment : 1
        let a = points[index - 1], b = points[index]
        return .point(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    }

    /// `path` flattened: its points in order (curves in 16 pieces) and the length up to each.
    private static func polyline(of path: CGPath) -> (points: [CGPoint], lengths: [CGFloat]) {
        var points: [CGPoint] = []
        var start = CGPoint.zero
        func last() -> CGPoint { points.last ?? .zero }
        for element in path.elements {
            switch element {
            case let .moveTo(point):
                points.append(point)
                start = point
            case let .lineTo(point):
                points.append(point)
            case let .quadCurveTo(end, control):
                let from = last()
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * end.x,
                                          y: u * u * from.y + 2 * u * t * control.y + t * t * end.y))
                }
            case let .curveTo(end, control1, control2):
                let from = last()
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * control1.x + c * control2.x + d * end.x,
                                          y: a * from.y + b * control1.y + c * control2.y + d * end.y))
                }
            case .closeSubpath:
                points.append(start)
            }
        }
        var lengths: [CGFloat] = []
        for (index, point) in points.enumerated() {
            let previous = index > 0 ? points[index - 1] : point
            lengths.append((lengths.last ?? 0) + hypot(point.x - previous.x, point.y - previous.y))
        }
        return (points, lengths)
    }
}
