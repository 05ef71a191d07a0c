import Foundation

/// A value a continuous gesture reports and differentiates: a pan's position (a point), a pinch's scale
/// and a rotation's angle (numbers).
protocol GestureMotionValue {
    /// `self - other`.
    func subtracting(_ other: Self) -> Self
    /// `self / divisor`.
    func divided(by divisor: CGFloat) -> Self
    static var zero: Self { get }
}

extension CGFloat: GestureMotionValue {
    func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    func divided(by divisor: CGFloat) -> CGFloat { self / divisor }
}

extension CGPoint: GestureMotionValue {
    func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
    func divided(by divisor: CGFloat) -> CGPoint { CGPoint(x: x / divisor, y: y / divisor) }
    /// `self + other`, for gesture positions.
    func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
}

/// The recent history of one gesture value, for its velocity: the one movement tracker every
/// continuous recognizer (pan, screen-edge pan, pinch, rotation) uses.
///
/// UIKit reports velocity "in points per second" (pan), "scale factor per second" (pinch) and
/// "radians per second" (rotation) without saying over what span it measures. We take the change
/// over the last ``window`` (0.1 s) of input — the newest sample against the first one at least that
/// old, or the oldest there is — so a steady movement reports exactly its speed, and fingers that
/// stop before lifting report a velocity that falls to zero once they have rested for 0.1 s (the
/// flick of a pan-to-dismiss is a flick only if the finger was still moving when it lifted).
struct GestureMotionTracker<Value: GestureMotionValue> {
    /// The span of input the velocity is measured over.
    static var window: TimeInterval { 0.1 }

    private var samples: [(time: TimeInterval, value: Value)] = []

    /// Adds the value at `time` (the touches' timestamp, virtual time in tests) and drops samples too
    /// old to matter.
    mutating func record(_ value: Value, at time: TimeInterval) {
        samples.append((time, value))
        if let base = baseIndex, base > 0 { samples.removeFirst(base) }
    }

    /// The rate of change per second over the last ``window``; zero with fewer than two samples or
    /// no time between them.
    var velocity: Value {
        guard let base = baseIndex, let latest = samples.last else { return .zero }
        let elapsed = latest.time - samples[base].time
        guard elapsed > 0 else { return .zero }
        return latest.value.subtracting(samples[base].value).divided(by: CGFloat(elapsed))
    }

    /// Forgets the history (the recognizer was reset).
    mutating func removeAll() {
        samples.removeAll()
    }

    /// The sample the velocity is measured from: the newest one at least ``window`` older than the
    /// latest, else the oldest.
    private var baseIndex: Int? {
        guard let latest = samples.last else { return nil }
        var index = samples.count - 1
        while index > 0 {
            index -= 1
            if latest.time - samples[index].time >= Self.window { break }
        }
        return index
    }
}
