import Foundation

/// Recognizes one or more taps of one or more fingers, as UIKit's `UITapGestureRecognizer` (a
/// discrete gesture: it goes possible → recognized, or fails).
///
/// The rules, using the same numbers as the touch system's ``UITouch/tapCount`` so the two agree:
/// - a finger may move at most ``UIApplication/multiTapDistance`` (45 pt) from where it went down, and
///   each tap must start within that distance of the previous one ("taps drifting apart" fail);
/// - the next tap must start within ``UIApplication/multiTapInterval`` (0.35 s) of the previous tap's
///   end: a timer on `Scheduler.main` fails the recognizer when the interval passes. That is why a
///   single-tap recognizer that requires a double-tap one to fail fires only after the double-tap
///   window has passed;
/// - a tap must put down exactly ``numberOfTouchesRequired`` fingers (more fails it) and lift them all;
/// - a finger may stay down at most `maximumTapDuration` (1.5 s) per tap: a timer fails the
///   recognizer while the finger is still down, so a held finger is never a tap.
///
/// The recognizer counts its own taps from its last reset, not ``UITouch/tapCount``: a quick triple tap
/// on a double-tap recognizer recognizes on the second tap, and the third tap starts a new sequence
/// that fails when no fourth tap follows (a fourth tap would recognize again). A multi-tap gesture is
/// located where its first tap landed (``location(in:)``), as UIKit's: a double tap that zooms zooms
/// where the finger first came down.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default). Values below 1 are refused with a warning.
    open var numberOfTapsRequired = 1 {
        didSet {
            if refusesSetting(numberOfTapsRequired < 1, code: "gesture.invalidTapCount",
                              "numberOfTapsRequired must be at least 1; ignored.") {
                numberOfTapsRequired = oldValue
            }
        }
    }

    /// How many fingers each tap uses (1 by default). Values below 1 are refused with a warning.
    open var numberOfTouchesRequired = 1 {
        didSet {
            if refusesSetting(numberOfTouchesRequired < 1, code: "gesture.invalidTouchCount",
                              "numberOfTouchesRequired must be at least 1; ignored.") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// How long a tap's fingers may stay down before the recognizer fails: 1.5 s. UIKit keeps the limit
    /// private (`maximumTapDuration`) and documents none; 1.5 s is the value ports of UIKit's gesture
    /// system use as "the value they have on iOS" (Gestouch's `maxTapDuration`, 1500 ms, its author
    /// in fljot/Gestouch issue 31), and it lies well past the 0.5 s a long press needs by default.
    static let maximumTapDuration: TimeInterval = 1.5

    private var completedTaps = 0
    /// Where the first tap of the sequence landed (window coordinates), for ``location(in:)``.
    private var firstTapLocation: CGPoint?
    private var touchesInTap = 0
    private var liveTouches = 0
    private var lastTapLocation: CGPoint?

    /// Counts the fingers of this tap and starts the timer a tap must end within; a later tap far from the
    /// previous one (`UIApplication.multiTapDistance`), or a finger too many, fails the gesture.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        cancelTimer()
        if liveTouches == 0 {
            touchesInTap = 0
            let application = UIApplication.shared
            if let lastTapLocation,
               touches.contains(where: { $0.location(in: nil).distance(to: lastTapLocation) > application.multiTapDistance }) {
                failIfPossible()
                return
            }
        }
        touchesInTap += touches.count
        liveTouches += touches.count
        if touchesInTap > numberOfTouchesRequired {
            failIfPossible()
            return
        }
        startTimer(after: Self.maximumTapDuration) { [weak self] in self?.failIfPossible() }
    }

    /// A finger that moves too far from where it went down fails the tap.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if movedTooFar(touches) { failIfPossible() }
    }

    /// When every finger is up, completes a tap; the last required tap recognizes the gesture, an earlier
    /// one waits `UIApplication.multiTapInterval` for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        liveTouches = max(liveTouches - touches.count, 0)
        if movedTooFar(touches) {
            failIfPossible()
            return
        }
        guard liveTouches == 0 else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        completedTaps += 1
        lastTapLocation = super.location(in: nil)
        if completedTaps == 1 { firstTapLocation = lastTapLocation }
        if completedTaps >= numberOfTapsRequired {
            cancelTimer()
            if state == .possible { state = .recognized }
        } else {
            startTimer(after: UIApplication.shared.multiTapInterval) { [weak self] in self?.failIfPossible() }
        }
    }

    /// Cancelled touches fail the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        failIfPossible()
    }

    /// Forgets the taps counted and where they landed, ready for the next gesture.
    open override func reset() {
        super.reset()
        completedTaps = 0
        touchesInTap = 0
        liveTouches = 0
        lastTapLocation = nil
        firstTapLocation = nil
    }

    /// Where the gesture is: for a multi-tap gesture, where its first tap landed; otherwise (and
    /// during the first tap) the centroid of the current touches.
    open override func location(in view: UIView?) -> CGPoint {
        guard numberOfTapsRequired > 1, let firstTapLocation else { return super.location(in: view) }
        guard let view else { return firstTapLocation }
        return view.convert(firstTapLocation, from: trackedTouches.first?.window)
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { $0.maximumTravel > UIApplication.shared.multiTapDistance }
    }
}
