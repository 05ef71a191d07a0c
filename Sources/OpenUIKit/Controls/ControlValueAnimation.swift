import Foundation

/// A control's drawn value gliding from where it is shown to where it should be: a switch's thumb
/// sliding across, a slider's thumb moving after `setValue(_:animated:)`.
///
/// UIKit animates these with Core Animation; OpenUIKit has no `UIView.animate` yet (issue 20), so the
/// control owns one of these and draws its presentation value. It runs a ``Timer`` on the main run
/// loop in the common modes — as a Core Animation animation keeps running while a control tracks a
/// touch — one step per 60 Hz frame, so a test steps it with `advance(by:)` and an app's frame loop sees
/// it move. Each step hands the control the eased fraction done (0 to 1, ease-in-out as Core Animation's
/// default timing curve); the last step hands exactly 1 and stops the timer. Starting again restarts
/// from the fraction 0 (the control passes where it is now as the new start), and ``stop()`` drops the
/// timer without a last step.
@MainActor
final class ControlValueAnimation {
    /// The time between steps: one frame of a 60 Hz display.
    static let frameInterval: TimeInterval = 1.0 / 60

    /// How long a run takes.
    let duration: TimeInterval
    private let step: @MainActor (CGFloat) -> Void
    private var timer: Timer?
    private var elapsed: TimeInterval = 0

    /// An animation that calls `step` with the eased fraction done at each frame of a run.
    init(duration: TimeInterval, step: @escaping @MainActor (CGFloat) -> Void) {
        self.duration = duration
        self.step = step
    }

    /// Whether a run is under way.
    var isRunning: Bool { timer != nil }

    /// Starts a run from the fraction 0, replacing one under way.
    func start() {
        stop()
        elapsed = 0
        // Weak: the owner keeps the animation; a timer left running after the owner is gone stops at
        // its next fire instead of keeping it alive.
        let timer = Timer(timeInterval: Self.frameInterval, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.advance()
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    /// Stops a run under way, with no further step.
    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func advance() {
        elapsed += Self.frameInterval
        let linear = min(elapsed / duration, 1)
        if linear >= 1 { stop() }
        step(Self.eased(CGFloat(linear)))
    }

    /// Ease-in-out (smoothstep): slow at both ends, as Core Animation's default timing.
    static func eased(_ fraction: CGFloat) -> CGFloat {
        fraction * fraction * (3 - 2 * fraction)
    }
}
