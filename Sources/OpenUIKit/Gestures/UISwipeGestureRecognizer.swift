import Foundation

/// Recognizes a swipe, as UIKit's `UISwipeGestureRecognizer` (a discrete gesture: possible →
/// recognized, or failed; its action is sent once, while the fingers are still down).
///
/// Apple documents only that the fingers must move "mostly in an allowable direction far enough to be
/// considered a swipe", and keeps the numbers private. Ours, chosen so that a flick is a swipe and a
/// slow drag (which a pan should get) is not:
/// - the centroid of exactly ``numberOfTouchesRequired`` fingers must travel `minimumDistance`
///   (50 pt) along a permitted ``direction``…
/// - …within `maximumDuration` (0.5 s) of the fingers going down — at least 100 pt/s; a timer on
///   `Scheduler.main` fails a slower swipe, so a pan that requires the swipe to fail begins then;
/// - staying within `maximumAngle` (30°) of that direction: once the fingers have moved past the
///   10 pt movement threshold, a movement leaning further from every permitted direction fails it.
///
/// Lifting the fingers before the distance is reached, more fingers than required, and cancelled
/// touches fail it too.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The direction bits, with UIKit's values (right 1, left 2, up 4, down 8).
        public let rawValue: UInt
        /// A set of directions from their bits, as UIKit's `UISwipeGestureRecognizer.Direction(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A swipe towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe towards the top of the screen (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe towards the bottom of the screen (increasing y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (``Direction/right`` by default, as UIKit's). Several may be combined;
    /// the recognizer does not say which one the swipe took, as UIKit's does not.
    open var direction: Direction = .right

    /// How many fingers swipe (1 by default). Values below 1 are refused with a warning.
    open var numberOfTouchesRequired = 1 {
        didSet {
            if refusesSetting(numberOfTouchesRequired < 1, code: "gesture.invalidTouchCount",
                              "numberOfTouchesRequired must be at least 1; ignored.") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// How far the fingers must travel along a permitted direction, in points.
    static let minimumDistance: CGFloat = 50
    /// How long the fingers may take to travel ``minimumDistance``, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// How far, in radians, the movement may lean from a permitted direction (30°).
    static let maximumAngle: CGFloat = .pi / 6

    private var activeTouches: [UITouch] = []
    private var touchesInSwipe = 0
    /// The centroid when the required fingers were all down (window coordinates).
    private var start: CGPoint?

    /// Starts the `maximumDuration` clock with the first finger and notes the centroid once the required
    /// fingers are down; a finger too many fails the swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if activeTouches.isEmpty { startTimer(after: Self.maximumDuration) { [weak self] in self?.failIfPossible() } }
        activeTouches.append(contentsOf: touches)
        touchesInSwipe += touches.count
        if touchesInSwipe > numberOfTouchesRequired {
            failIfPossible()
        } else if touchesInSwipe == numberOfTouchesRequired {
            start = Self.centroid(of: activeTouches)
        }
    }

    /// Past the movement threshold, recognizes the swipe once the centroid has travelled the minimum
    /// distance within the allowed angle of a permitted direction, and fails it when it leans away from all.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard storedState == .possible, let start else { return }
        let movement = Self.centroid(of: activeTouches).subtracting(start)
        let distance = movement.distance(to: .zero)
        guard distance > Self.movementThreshold else { return }
        let tolerance = tan(Self.maximumAngle)
        let directions: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, movement.x, movement.y), (.left, -movement.x, movement.y),
            (.down, movement.y, movement.x), (.up, -movement.y, movement.x),
        ]
        var isOnCourse = false
        for (candidate, along, across) in directions where direction.contains(candidate) {
            guard along > 0, abs(across) <= along * tolerance else { continue }
            isOnCourse = true
            if along >= Self.minimumDistance {
                cancelTimer()
                state = .recognized
                return
            }
        }
        if !isOnCourse { failIfPossible() }
    }

    /// A finger lifted before the swipe is recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        activeTouches.removeAll { touches.contains($0) }
        failIfPossible()
    }

    /// Cancelled touches fail the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        activeTouches.removeAll { touches.contains($0) }
        failIfPossible()
    }

    /// Forgets the fingers and the start, ready for the next swipe.
    open override func reset() {
        super.reset()
        activeTouches = []
        touchesInSwipe = 0
        start = nil
    }

    /// Where the swipe began, as UIKit documents ("you may determine the location where a swipe began
    /// by calling location(in:)"): the centroid of its fingers when they were all down.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return view?.convert(start, from: trackedTouches.first?.window) ?? start
    }

    /// Where one of the swipe's fingers went down.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return super.location(ofTouch: touchIndex, in: view) }
        let touch = trackedTouches[touchIndex]
        return view?.convert(touch.startLocationInWindow, from: touch.window) ?? touch.startLocationInWindow
    }
}
