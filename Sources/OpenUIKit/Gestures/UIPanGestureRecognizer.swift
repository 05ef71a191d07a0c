import Foundation

/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer` (a continuous gesture).
///
/// It begins once at least ``minimumNumberOfTouches`` fingers are down and their centroid has moved
/// more than 10 points from where they went down (UIKit's movement hysteresis, see
/// `UIGestureRecognizer/movementThreshold`); every later move is a change; it ends when fewer than
/// ``minimumNumberOfTouches`` fingers remain, and is cancelled with its touches. Fingers lifted before
/// it begins fail it, and so does putting down more than ``maximumNumberOfTouches`` before it begins;
/// a finger beyond the maximum after it began is ignored, as UIKit ignores it.
///
/// ``translation(in:)`` is measured from where the gesture began — the point where the movement
/// crossed the threshold — so a view that follows it does not jump by the hysteresis. A finger joining
/// or leaving mid-gesture moves the centroid; the translation stays continuous across it, as UIKit's.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1 by default). Values below 1 are refused with a warning.
    open var minimumNumberOfTouches = 1 {
        didSet {
            if refusesSetting(minimumNumberOfTouches < 1, code: "gesture.invalidTouchCount",
                              "minimumNumberOfTouches must be at least 1; ignored.") {
                minimumNumberOfTouches = oldValue
            }
        }
    }

    /// The most fingers that pan (`Int.max` by default, as UIKit's `UINT_MAX`). Values below 1 are
    /// refused with a warning.
    open var maximumNumberOfTouches = Int.max {
        didSet {
            if refusesSetting(maximumNumberOfTouches < 1, code: "gesture.invalidTouchCount",
                              "maximumNumberOfTouches must be at least 1; ignored.") {
                maximumNumberOfTouches = oldValue
            }
        }
    }

    /// The fingers of the gesture that are down.
    private var activeTouches: [UITouch] = []
    /// Added to the centroid so the tracked position does not jump when a finger joins or leaves.
    private var centroidOffset = CGPoint.zero
    /// The tracked position (window coordinates): the centroid plus ``centroidOffset``.
    private var position = CGPoint.zero
    /// Where the fingers went down, for the movement threshold.
    private var startPosition = CGPoint.zero
    /// The position where the translation is zero: where the gesture began, moved by
    /// ``setTranslation(_:in:)``.
    private var translationOrigin: CGPoint?
    private var motion = GestureMotionTracker<CGPoint>()

    // MARK: Translation and velocity

    /// How far the fingers moved since the gesture began (or since ``setTranslation(_:in:)``), in the
    /// coordinates of `view` (the window's when nil). Zero before the gesture begins.
    open func translation(in view: UIView?) -> CGPoint {
        guard let translationOrigin else { return .zero }
        return vector(position.subtracting(translationOrigin), inCoordinatesOf: view)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates: the usual way to apply
    /// the movement incrementally (`setTranslation(.zero, in: view)` after moving the view). The
    /// velocity is unaffected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOrigin = position.subtracting(windowVector(translation, fromCoordinatesOf: view))
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates (over the last 0.1 s of
    /// input; see `GestureMotionTracker`).
    open func velocity(in view: UIView?) -> CGPoint {
        vector(motion.velocity, inCoordinatesOf: view)
    }

    // MARK: Touches

    /// Adds fingers up to `maximumNumberOfTouches` (more fail a pan not yet begun; a begun pan ignores
    /// them) and notes where the first finger went down, the origin of the translation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        var joining = touches.sorted { $0.timestamp < $1.timestamp }
        let room = max(maximumNumberOfTouches - activeTouches.count, 0)
        if joining.count > room {
            guard storedState == .possible else {
                for touch in joining[room...] { ignore(touch, for: event) }
                joining.removeSubrange(room...)
                changeTouches { $0.append(contentsOf: joining) }
                return
            }
            failIfPossible()
            return
        }
        let isFirstContact = activeTouches.isEmpty && translationOrigin == nil
        changeTouches { $0.append(contentsOf: joining) }
        if isFirstContact { startPosition = position }
        motion.record(position, at: Self.timestamp(of: touches))
    }

    /// Moves the centroid; begins the pan once at least `minimumNumberOfTouches` fingers have moved it
    /// past the movement threshold (the translation counts from there), and reports a change after that.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        position = Self.centroid(of: activeTouches).adding(centroidOffset)
        motion.record(position, at: Self.timestamp(of: touches))
        continueGesture(beginning: activeTouches.count >= minimumNumberOfTouches
                        && position.distance(to: startPosition) > Self.movementThreshold
                        && admitsBeginning(movement: position.subtracting(startPosition))
                        && beginTranslation())
    }

    /// Ends a begun pan when fewer than `minimumNumberOfTouches` fingers remain; a pan that never began
    /// fails when the last finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        position = Self.centroid(of: activeTouches).adding(centroidOffset)
        motion.record(position, at: Self.timestamp(of: touches))
        changeTouches { $0.removeAll { touches.contains($0) } }
        switch storedState {
        case .began, .changed:
            if activeTouches.count < minimumNumberOfTouches { endGesture() }
        default:
            if activeTouches.isEmpty { failIfPossible() }
        }
    }

    /// Cancels a begun pan, or fails one still possible.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        changeTouches { $0.removeAll { touches.contains($0) } }
        cancelGesture()
    }

    /// Forgets the fingers, translation and velocity samples, ready for the next pan.
    open override func reset() {
        super.reset()
        activeTouches = []
        centroidOffset = .zero
        position = .zero
        startPosition = .zero
        translationOrigin = nil
        motion.removeAll()
    }

    // MARK: Subclass hooks

    /// Whether the gesture may begin after moving by `movement` (window coordinates) past the
    /// threshold. Always for a pan; a screen-edge pan also wants it to start at an edge.
    func admitsBeginning(movement: CGPoint) -> Bool { true }

    /// Where the fingers went down, in window coordinates.
    var startLocationInWindow: CGPoint { startPosition }

    // MARK: Helpers

    /// Sets the translation's origin where the gesture begins; returns true to read as a condition.
    private func beginTranslation() -> Bool {
        if translationOrigin == nil { translationOrigin = position }
        return true
    }

    /// Changes the active touches, keeping the tracked position where it was.
    private func changeTouches(_ change: (inout [UITouch]) -> Void) {
        let hadTouches = !activeTouches.isEmpty
        change(&activeTouches)
        guard !activeTouches.isEmpty else { return }
        let centroid = Self.centroid(of: activeTouches)
        if hadTouches || translationOrigin != nil {
            centroidOffset = position.subtracting(centroid)
        } else {
            centroidOffset = .zero
            position = centroid
        }
    }
}
