import Foundation

/// The moves of UIKit's continuous state machine (possible → began → changed… → ended / cancelled,
/// or possible → failed), shared by the built-in continuous recognizers (pan, screen-edge pan,
/// pinch, rotation), which differ only in when they may begin.
extension UIGestureRecognizer {
    /// Touches moved: a gesture in progress reports a change; one still possible begins if
    /// `beginsNow` (it may stay possible while a recognizer it requires to fail decides).
    func continueGesture(beginning beginsNow: @autoclosure () -> Bool) {
        switch storedState {
        case .possible where pendingState == nil: if beginsNow() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The gesture's touches lifted: a gesture in progress ends, one not begun fails.
    func endGesture() {
        switch storedState {
        case .began, .changed: state = .ended
        default: failIfPossible()
        }
    }

    /// The gesture's touches were cancelled: a gesture in progress is cancelled, one not begun fails.
    func cancelGesture() {
        switch storedState {
        case .began, .changed: state = .cancelled
        default: failIfPossible()
        }
    }

    /// `vector`, given in window coordinates, in the coordinates of `view` (the window's when nil):
    /// translations and velocities are vectors, so only the view's scale and rotation apply, not its
    /// position.
    func vector(_ vector: CGPoint, inCoordinatesOf view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = trackedTouches.first?.window
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// `vector`, given in the coordinates of `view`, in window coordinates.
    func windowVector(_ vector: CGPoint, fromCoordinatesOf view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = trackedTouches.first?.window
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// The centroid of `touches` in window coordinates (the origin when there are none).
    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in touches {
            let point = touch.location(in: nil)
            sum.x += point.x
            sum.y += point.y
        }
        return sum.divided(by: CGFloat(touches.count))
    }

    /// The latest timestamp among `touches`: when the event that moved them happened (the engine
    /// never delivers an empty set; 0 if it did).
    static func timestamp(of touches: Set<UITouch>) -> TimeInterval {
        touches.map(\.timestamp).max() ?? 0
    }

    /// How far a finger must move before a pan, pinch or rotation begins: 10 points. UIKit keeps its
    /// hysteresis private; 10 pt is the figure commonly measured for iOS's pan (developers find small
    /// movements "under 3 mm" are not recognized) and the `allowableMovement` UIKit documents for a
    /// long press — the same distance below which a finger counts as still.
    static var movementThreshold: CGFloat { 10 }
}
