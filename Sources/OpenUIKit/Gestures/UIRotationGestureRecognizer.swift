import Foundation

/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer` (a continuous gesture).
///
/// With two fingers down, it begins once each has moved 10 points around their midpoint (UIKit's pan
/// hysteresis, `UIGestureRecognizer/movementThreshold`, measured along the turn); then every move is
/// a change, and lifting a finger ends it. A third finger is ignored. Lifting a finger before it
/// begins, or cancelled touches, fail it.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var fingers = TwoTouchTracker(measure: .rotation)

    /// How far the fingers turned since they went down, in radians, as UIKit's: positive is clockwise
    /// on screen (y grows downwards), the sense `CGAffineTransform(rotationAngle:)` turns a view.
    /// Setting it (commonly to 0 after applying it) makes later values relative to now.
    open var rotation: CGFloat {
        get { fingers.value }
        set { fingers.value = newValue }
    }

    /// How fast the fingers turn, in radians per second (over the last 0.1 s of input). Setting
    /// ``rotation`` does not change it.
    open var velocity: CGFloat { fingers.velocity }

    /// Takes the first two fingers; any further finger is ignored, as UIKit's rotation uses two.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in fingers.add(touches) { ignore(touch, for: event) }
    }

    /// With two fingers down, updates the rotation and velocity; begins once the fingers have turned by
    /// more than the movement threshold (measured along the turn), then reports changes.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard fingers.isComplete else { return }
        fingers.update(at: Self.timestamp(of: touches))
        continueGesture(beginning: fingers.fingerTravel > Self.movementThreshold)
    }

    /// A lifted finger ends a begun rotation, or fails one still possible.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingers.remove(touches)
        endGesture()
    }

    /// Cancels a begun rotation, or fails one still possible.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fingers.remove(touches)
        cancelGesture()
    }

    /// Forgets the fingers, ready for the next rotation.
    open override func reset() {
        super.reset()
        fingers.removeAll()
    }
}
