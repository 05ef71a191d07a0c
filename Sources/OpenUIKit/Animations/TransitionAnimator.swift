import Foundation

/// Moves views' frames and alphas from one value to another over time, in steps on ``Scheduler/main``:
/// the engine's stand-in for the Core Animation work behind UIKit's view controller transitions.
///
/// UIKit animates transitions with Core Animation, which interpolates on the render server. Linux has no
/// Core Animation, so presentation and navigation transitions describe their changes explicitly (a
/// view, its start and end frame and alpha) and this animator applies intermediate values at 60 steps a
/// second of scheduler time with an ease-in-out curve (UIKit's default curve for transitions,
/// approximated by smoothstep `3t² − 2t³`). Only `frame` and `alpha` are interpolated: that is all the
/// built-in transitions need. The end values are applied exactly, then `completion` runs once.
///
/// Rules where UIKit has nothing to say (Core Animation never sees such input), chosen and tested in
/// `TransitionAnimatorTests`:
/// - a duration that is zero, negative, NaN or infinite finishes in ``start()``: an infinite one would
///   never reach its end values nor run its completion, leaving a transition stuck;
/// - ``finish()`` runs the completion once: a second call, a call after the last step and a call from
///   the completion itself do nothing;
/// - frames are interpolated edge by edge on `origin` and `size` as stored, never through `minX` /
///   `width`, which standardize a rect: ``retarget(_:to:)`` may compute a start of negative size.
@MainActor
final class TransitionAnimator {
    /// One view's change: nil members are left alone.
    struct Change {
        let view: UIView
        var fromFrame: CGRect?
        var toFrame: CGRect?
        var fromAlpha: CGFloat?
        var toAlpha: CGFloat?

        init(view: UIView, from fromFrame: CGRect? = nil, to toFrame: CGRect? = nil,
             fromAlpha: CGFloat? = nil, toAlpha: CGFloat? = nil) {
            self.view = view
            self.fromFrame = fromFrame
            self.toFrame = toFrame
            self.fromAlpha = fromAlpha
            self.toAlpha = toAlpha
        }
    }

    /// The time between two steps: one display frame at 60 Hz.
    static let stepInterval: TimeInterval = 1.0 / 60

    private let duration: TimeInterval
    private var changes: [Change]
    private var completion: (@MainActor () -> Void)?
    private var startTime: TimeInterval = 0
    /// The scheduler the steps run on: the current runtime's when the animation started (nil before,
    /// and for an animation that finished at once: no lookup then), kept so a step's token is
    /// cancelled on the scheduler that holds it. Weak, and captured weakly by the steps: the scheduler's
    /// pending step holds the animator, so a strong reference back would keep an app torn down mid-way
    /// through a transition alive with its presentation (LeakSanitizer, issue 25).
    private weak var scheduler: Scheduler?
    private var token: Scheduler.Token?
    /// The eased progress last applied (0…1): where the views are along their changes.
    private var appliedProgress: CGFloat = 0

    /// Whether the animation has started and not yet finished.
    private(set) var isRunning = false

    init(duration: TimeInterval, changes: [Change], completion: @escaping @MainActor () -> Void) {
        self.duration = duration
        self.changes = changes
        self.completion = completion
    }

    /// Applies the start values and schedules the steps; with no positive finite duration it finishes
    /// at once.
    func start() {
        isRunning = true
        apply(progress: 0)
        guard duration > 0, duration.isFinite else { return finish() }
        // The clock of the views it moves (their window's runtime), not whichever runtime is current:
        // a transition started by a test's own code with two hosts alive runs on its window's scheduler.
        let scheduler = changes.first?.view.owningRuntime.scheduler ?? Scheduler.main
        self.scheduler = scheduler
        startTime = scheduler.now
        scheduleStep(on: scheduler)
    }

    /// Jumps to the end values and runs the completion (used when a new transition must begin while
    /// this one is still running). Does nothing if already finished.
    func finish() {
        guard isRunning else { return }
        isRunning = false
        if let token { scheduler?.cancel(token) }
        token = nil
        apply(progress: 1)
        changes = []
        let completion = self.completion
        self.completion = nil
        completion?()
    }

    /// Sends `view` to `frame` instead of where it was going, from where it is now, arriving when the
    /// animation ends — the way a UIKit animation started alongside a running one (a form sheet moving
    /// for the keyboard while it is being presented) blends into it rather than jumping. A view the
    /// animation did not move (a cross-dissolve) starts moving from its current frame. When the
    /// animation is not running (it finished: no time is left; or it has not started) the view is
    /// placed at `frame` at once.
    func retarget(_ view: UIView, to frame: CGRect) {
        guard isRunning else {
            view.frame = frame
            return
        }
        let remaining = 1 - appliedProgress
        let current = view.frame
        // The start that puts the view where it is now at the progress already applied, so the next
        // step continues from here: start·remaining + frame·progress = current. It lies beyond the
        // view, and may have a negative size.
        func start(_ now: CGFloat, _ end: CGFloat) -> CGFloat {
            remaining > 1e-6 ? (now - end * appliedProgress) / remaining : end
        }
        let from = CGRect(x: start(current.origin.x, frame.origin.x), y: start(current.origin.y, frame.origin.y),
                          width: start(current.size.width, frame.size.width),
                          height: start(current.size.height, frame.size.height))
        if let index = changes.firstIndex(where: { $0.view === view }) {
            changes[index].fromFrame = from
            changes[index].toFrame = frame
        } else {
            changes.append(Change(view: view, from: from, to: frame))
        }
    }

    private func scheduleStep(on scheduler: Scheduler) {
        token = scheduler.schedule(after: Self.stepInterval) { [self, unowned scheduler] in
            token = nil
            let elapsed = scheduler.now - startTime
            if elapsed >= duration - 1e-9 {
                finish()
            } else {
                apply(progress: elapsed / duration)
                scheduleStep(on: scheduler)
            }
        }
    }

    private func apply(progress: Double) {
        let t = CGFloat(min(max(progress, 0), 1))
        let eased = t * t * (3 - 2 * t)
        appliedProgress = eased
        for change in changes {
            if let from = change.fromFrame, let to = change.toFrame {
                func blend(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * eased }
                change.view.frame = CGRect(x: blend(from.origin.x, to.origin.x), y: blend(from.origin.y, to.origin.y),
                                           width: blend(from.size.width, to.size.width),
                                           height: blend(from.size.height, to.size.height))
            }
            if let from = change.fromAlpha, let to = change.toAlpha {
                change.view.alpha = from + (to - from) * eased
            }
        }
    }
}
