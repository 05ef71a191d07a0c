import Foundation
import OpenUIKit

/// Multi-finger gestures: every finger is its own pointer id in raw ``PointerInput``, fed through the
/// window's real input entry point with virtual time moving between steps, as ``drag(from:to:steps:duration:)``
/// does for one finger.
extension TestHost {
    /// Puts one finger down at each of `path(0)`, then, `steps` times over `duration` seconds, moves
    /// them all to `path(step / steps)` (in order, one event per finger), and lifts them at `path(1)`
    /// unless `lift` is false. Returns the pointer ids, in `path`'s order, for lifting them later.
    @discardableResult
    public func moveFingers(steps: Int = 10, duration: TimeInterval = 0.3, lift: Bool = true,
                            along path: (CGFloat) -> [CGPoint]) -> [Int] {
        let ids = path(0).map { touchDown(at: $0) }
        let count = max(steps, 1)
        for step in 1...count {
            advanceWithinGesture(by: duration / Double(count))
            for (id, point) in zip(ids, path(CGFloat(step) / CGFloat(count))) { send(.move, at: point, pointer: id) }
        }
        if lift {
            for (id, point) in zip(ids, path(1)) { send(.up, at: point, pointer: id) }
        }
        return ids
    }

    /// Fingers at `starts` all moving by `offset` in a straight line, then lifting: a two-finger
    /// (or more) drag.
    public func drag(fingers starts: [CGPoint], by offset: CGPoint, steps: Int = 10, duration: TimeInterval = 0.3) {
        moveFingers(steps: steps, duration: duration) { fraction in
            starts.map { CGPoint(x: $0.x + offset.x * fraction, y: $0.y + offset.y * fraction) }
        }
    }

    /// Two fingers `separation` points apart, side by side around `start`, dragged to `end`.
    public func twoFingerDrag(from start: CGPoint, to end: CGPoint, separation: CGFloat = 40,
                              steps: Int = 10, duration: TimeInterval = 0.3) {
        let half = separation / 2
        drag(fingers: [CGPoint(x: start.x - half, y: start.y), CGPoint(x: start.x + half, y: start.y)],
             by: CGPoint(x: end.x - start.x, y: end.y - start.y), steps: steps, duration: duration)
    }

    /// Two fingers on a horizontal line through `center`, spreading from `startDistance` to
    /// `endDistance` points apart (a larger end distance zooms in): each step changes the distance by
    /// the same amount.
    public func pinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
                      steps: Int = 10, duration: TimeInterval = 0.3) {
        moveFingers(steps: steps, duration: duration) { fraction in
            let half = (startDistance + (endDistance - startDistance) * fraction) / 2
            return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
        }
    }

    /// Two fingers `radius` points either side of `center`, starting on a horizontal line and turning
    /// by `angle` radians around it (positive is clockwise on screen), at a steady rate.
    public func rotate(at center: CGPoint, by angle: CGFloat, radius: CGFloat = 50,
                       steps: Int = 10, duration: TimeInterval = 0.3) {
        moveFingers(steps: steps, duration: duration) { fraction in
            let turn = angle * fraction
            let dx = radius * cos(turn)
            let dy = radius * sin(turn)
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
    }

    /// A quick straight swipe of `fingers` fingers (20 points apart) from `start` to `end`: by default
    /// 0.1 s in 5 steps, fast enough for a `UISwipeGestureRecognizer`.
    public func swipe(from start: CGPoint, to end: CGPoint, fingers: Int = 1,
                      steps: Int = 5, duration: TimeInterval = 0.1) {
        let starts = (0..<max(fingers, 1)).map { CGPoint(x: start.x, y: start.y + CGFloat($0) * 20) }
        drag(fingers: starts, by: CGPoint(x: end.x - start.x, y: end.y - start.y), steps: steps, duration: duration)
    }
}
