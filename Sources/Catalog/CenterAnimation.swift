import OpenUIKit

/// Moves a view's center to a point over a short time, easing out: what the Gestures screen would
/// write as `UIView.animate(withDuration:animations:completion:)` (a card snapping back or flying
/// off, a drawer settling), which OpenUIKit does not have yet.
///
/// It steps on a repeating `Timer` at 60 Hz, so it runs on the app's scheduler — in virtual time in
/// tests — and it counts frames rather than reading a clock: the last frame lands exactly on the
/// target. Starting a new move, or ``stop()``, abandons the current one without its completion, as a
/// gesture that grabs an animating card takes it where it is.
@MainActor
final class CenterAnimation {
    /// Frames per second.
    static let frameRate: Double = 60
    private var timer: Timer?

    /// Whether a move is under way.
    var isRunning: Bool { timer != nil }

    /// Moves `view`'s center to `target` over `duration` seconds, then calls `completion`. A duration
    /// that is not positive or not finite takes one frame; one over a minute is cut to a minute.
    func move(_ view: UIView, to target: CGPoint, duration: TimeInterval,
              completion: @escaping @MainActor () -> Void = {}) {
        stop()
        let start = view.center
        let frames = duration.isFinite ? max(Int(min(duration, 60) * Self.frameRate), 1) : 1
        var frame = 0
        timer = Timer.scheduledTimer(withTimeInterval: 1 / Self.frameRate, repeats: true) { [weak self, weak view] timer in
            // Its owner or its view gone, the move ends: a repeating timer nobody stops would tick
            // (and keep a host from going idle) for good.
            guard let self, let view else { return timer.invalidate() }
            frame += 1
            let t = CGFloat(frame) / CGFloat(frames)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            view.center = CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
            guard frame >= frames else { return }
            self.stop()
            completion()
        }
    }

    /// Abandons the current move where it is.
    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
