import Foundation

/// The two fingers of a pinch or a rotation: their distance and the angle of the line between them,
/// from when the second finger went down, the value the recognizer reports (scale or rotation, which
/// the app may set to rebase it) and its velocity. ``UIPinchGestureRecognizer`` and
/// ``UIRotationGestureRecognizer`` differ only in their ``Measure``.
@MainActor
struct TwoTouchTracker {
    /// What the recognizer reports.
    enum Measure {
        /// The distance relative to the initial one (1 at first): a pinch's scale.
        case scale
        /// The angle turned since the second finger went down, in radians (0 at first): a rotation.
        case rotation
    }

    let measure: Measure
    /// The reported value where the rebase happened (``value``'s setter), and the raw measure then.
    private var valueAtBase: CGFloat
    private var rawAtBase: CGFloat?
    private var motion = GestureMotionTracker<CGFloat>()

    init(measure: Measure) {
        self.measure = measure
        valueAtBase = measure == .scale ? 1 : 0
    }

    /// The fingers, first down first; a third is not taken (the recognizer ignores it, as UIKit's).
    private var touches: [UITouch] = []
    /// The distance between the fingers when the second went down, and now.
    private var initialDistance: CGFloat = 0
    private var distance: CGFloat = 0
    /// The angle of the line from the first finger to the second, in radians, when the second went
    /// down, and now — unwrapped, so a turn past ±π keeps counting instead of jumping by 2π.
    private var initialAngle: CGFloat = 0
    private var angle: CGFloat = 0

    /// Whether both fingers are down.
    var isComplete: Bool { touches.count == 2 }

    /// How far each finger has moved apart or together since the second went down: the spread's
    /// change shared between the two fingers.
    private var spreadTravel: CGFloat { abs(distance - initialDistance) / 2 }

    /// How far each finger has moved around their midpoint since the second went down.
    private var turnTravel: CGFloat { abs(angle - initialAngle) * distance / 2 }

    /// The reported value: the scale (distance relative to the initial one) or the rotation (angle
    /// turned), as rebased by the setter. A scale whose fingers went down on one point has nothing to
    /// measure against and stays at its value; so does one whose ratio overflows (fingers at huge
    /// coordinates): UIKit's scale is a usable factor, never infinite.
    var value: CGFloat {
        get {
            guard let rawAtBase else { return valueAtBase }
            switch measure {
            case .scale:
                let scale = valueAtBase * distance / rawAtBase
                return rawAtBase > 0 && scale.isFinite ? scale : valueAtBase
            case .rotation: return valueAtBase + angle - rawAtBase
            }
        }
        set {
            valueAtBase = newValue
            if isComplete || rawAtBase != nil { rawAtBase = measure == .scale ? distance : angle }
        }
    }

    /// How fast the unrebased value changes per second (over the last 0.1 s of input).
    var velocity: CGFloat { motion.velocity }

    /// How far each finger has moved in the way the measure counts: apart or together for a scale,
    /// around their midpoint for a rotation.
    var fingerTravel: CGFloat { measure == .scale ? spreadTravel : turnTravel }

    /// Takes new fingers while there are fewer than two and returns those it did not take.
    mutating func add(_ new: Set<UITouch>) -> [UITouch] {
        var extra: [UITouch] = []
        for touch in new.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard touches.count < 2 else {
                extra.append(touch)
                continue
            }
            touches.append(touch)
            if isComplete {
                angle = rawAngle
                remeasure()
                initialDistance = distance
                initialAngle = angle
                rawAtBase = measure == .scale ? distance : angle
                recordMotion(at: touch.timestamp)
            }
        }
        return extra
    }

    /// Lets go of lifted or cancelled fingers.
    mutating func remove(_ gone: Set<UITouch>) {
        touches.removeAll { gone.contains($0) }
    }

    /// Re-measures the fingers after they moved at `time`.
    mutating func update(at time: TimeInterval) {
        remeasure()
        recordMotion(at: time)
    }

    private mutating func recordMotion(at time: TimeInterval) {
        guard isComplete else { return }
        switch measure {
        case .scale: if initialDistance > 0 { motion.record(distance / initialDistance, at: time) }
        case .rotation: motion.record(angle, at: time)
        }
    }

    private mutating func remeasure() {
        guard isComplete else { return }
        distance = touches[0].location(in: nil).distance(to: touches[1].location(in: nil))
        var turn = rawAngle - angle
        while turn > .pi { turn -= 2 * .pi }
        while turn <= -.pi { turn += 2 * .pi }
        angle += turn
    }

    /// The angle of the line between the fingers, in (−π, π].
    private var rawAngle: CGFloat {
        let first = touches[0].location(in: nil)
        let second = touches[1].location(in: nil)
        return atan2(second.y - first.y, second.x - first.x)
    }

    /// Forgets the fingers (the recognizer was reset).
    mutating func removeAll() {
        self = TwoTouchTracker(measure: measure)
    }
}
