import Foundation

/// Recognizes two fingers pinching, as UIKit's `UIPinchGestureRecognizer` (a continuous gesture).
///
/// With two fingers down, it begins once each has moved 10 points apart or together (UIKit's pan
/// hysteresis, `UIGestureRecognizer/movementThreshold`, applied to the spread); then every move is a
/// change, and lifting a finger ends it. A third finger is ignored. Lifting a finger before it begins,
/// or cancelled touches, fail it.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var fingers = TwoTouchTracker(measure: .scale)

    /// The distance between the fingers relative to when they went down (1 until they move), as
    /// UIKit's. Setting it (commonly to 1 after applying it) makes later values relative to now. Two
    /// fingers that went down on the same point have no scale to measure: it stays at its value.
    open var scale: CGFloat {
        get { fingers.value }
        set { fingers.value = newValue }
    }

    /// How fast the scale changes, in scale factor per second (over the last 0.1 s of input). Setting
    /// ``scale`` does not change it.
    open var velocity: CGFloat { fingers.velocity }

    /// Takes the first two fingers; any further finger is ignored, as UIKit's pinch uses two.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in fingers.add(touches) { ignore(touch, for: event) }
    }

    /// With two fingers down, updates the scale and velocity; begins once the fingers' spread has changed
    /// by more than the movement threshold, then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard fingers.isComplete else { return }
        fingers.update(at: Self.timestamp(of: touches))
        continueGesture(beginning: fingers.fingerTravel > Self.movementThreshold)
    }

    /// A lifted finger ends a begun pinch, or fails one still possible.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingers.remove(touches)
        endGesture()
    }

    /// Cancels a begun pinch, or fails one still possible.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fingers.remove(touches)
        cancelGesture()
    }

    /// Forgets the fingers, ready for the next pinch.
    open override func reset() {
        super.reset()
        fingers.removeAll()
    }
}
