import Foundation

/// Recognizes fingers held still, as UIKit's `UILongPressGestureRecognizer` (a continuous gesture).
///
/// After ``numberOfTapsRequired`` taps (0 by default; each must follow the last within
/// ``UIApplication/multiTapInterval``), ``numberOfTouchesRequired`` fingers must stay down for
/// ``minimumPressDuration`` seconds — measured on `Scheduler.main` — without moving more than
/// ``allowableMovement`` points: then it begins. Afterwards every move is a change (any distance),
/// lifting a finger ends it, and a cancelled touch cancels it. Lifting or moving too far before the
/// duration, or too many fingers, fails it.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds (0.5 by default, as UIKit). Negative or non-finite
    /// values are refused with a warning.
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if refusesSetting(!minimumPressDuration.isFinite || minimumPressDuration < 0, code: "gesture.invalidPressDuration",
                              "minimumPressDuration \(minimumPressDuration) ignored.") {
                minimumPressDuration = oldValue
            }
        }
    }

    /// How far, in points, the fingers may move before the gesture begins (10 by default, as UIKit).
    /// Negative or non-finite values are refused with a warning.
    open var allowableMovement: CGFloat = 10 {
        didSet {
            if refusesSetting(!allowableMovement.isFinite || allowableMovement < 0, code: "gesture.invalidMovement",
                              "allowableMovement \(allowableMovement) ignored.") {
                allowableMovement = oldValue
            }
        }
    }

    /// How many taps come before the press (0 by default). Negative values are refused with a warning.
    open var numberOfTapsRequired = 0 {
        didSet {
            if refusesSetting(numberOfTapsRequired < 0, code: "gesture.invalidTapCount",
                              "numberOfTapsRequired must not be negative; ignored.") {
                numberOfTapsRequired = oldValue
            }
        }
    }

    /// How many fingers press (1 by default). Values below 1 are refused with a warning.
    open var numberOfTouchesRequired = 1 {
        didSet {
            if refusesSetting(numberOfTouchesRequired < 1, code: "gesture.invalidTouchCount",
                              "numberOfTouchesRequired must be at least 1; ignored.") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    private var completedTaps = 0
    private var touchesInContact = 0
    private var liveTouches = 0

    /// Counts the fingers down; once the required taps are done and exactly the required fingers are down,
    /// starts the `minimumPressDuration` timer that begins the gesture. One finger too many fails it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        cancelTimer()
        if liveTouches == 0 { touchesInContact = 0 }
        liveTouches += touches.count
        touchesInContact += touches.count
        if touchesInContact > numberOfTouchesRequired {
            failIfPossible()
        } else if touchesInContact == numberOfTouchesRequired && completedTaps == numberOfTapsRequired {
            startTimer(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    /// Before the press begins, a finger moving past `allowableMovement` fails it; once begun, every move
    /// is a change, as UIKit's long press is continuous.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            if touches.contains(where: { $0.maximumTravel > allowableMovement }) { failIfPossible() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a begun press; before that, a lift completes one of the required preceding taps (the next
    /// must start within `UIApplication.multiTapInterval`) or, lifted too early, fails the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        liveTouches = max(liveTouches - touches.count, 0)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            let tapCompleted = completedTaps < numberOfTapsRequired && liveTouches == 0
                && touchesInContact == numberOfTouchesRequired
                && !touches.contains(where: { $0.maximumTravel > allowableMovement })
            guard tapCompleted else {
                if liveTouches == 0 || completedTaps == numberOfTapsRequired { failIfPossible() }
                return
            }
            completedTaps += 1
            startTimer(after: UIApplication.shared.multiTapInterval) { [weak self] in self?.failIfPossible() }
        default:
            break
        }
    }

    /// Cancels a begun press, or fails one still possible.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        switch state {
        case .began, .changed: state = .cancelled
        default: failIfPossible()
        }
    }

    /// Forgets the taps and fingers counted, ready for the next press.
    open override func reset() {
        super.reset()
        completedTaps = 0
        touchesInContact = 0
        liveTouches = 0
    }
}
