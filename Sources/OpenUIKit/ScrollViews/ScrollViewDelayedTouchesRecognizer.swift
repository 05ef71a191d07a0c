import Foundation

/// Holds a touch back from a scroll view's content until it is clear that it is not a drag, as UIKit's
/// private delayed-touches recognizer does for ``UIScrollView/delaysContentTouches``.
///
/// It never recognizes: it delays the touch's began (`delaysTouchesBegan`) while it is possible, and
/// fails — releasing the began to the content — when the finger lifts (so a tap reaches a button, began
/// then ended) or after ``delay``. If the scroll view's pan begins first, the pan cancels the touch in
/// the content, which therefore never sees it: a quick drag from a button scrolls without touching it.
@MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    /// How long a still finger waits before the content gets it: UIKit's 150 ms.
    static let delay: TimeInterval = 0.15

    /// Whether the current touch sequence has reached the content (the delay ran out or a finger
    /// lifted): from then on a drag must take the touch from the content.
    private(set) var hasReleasedTouches = false
    private var timer: (scheduler: Scheduler, token: Scheduler.Token)?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard timer == nil else { return }
        hasReleasedTouches = false
        let scheduler = view?.owningRuntime.scheduler ?? Scheduler.main
        if let token = scheduler.schedule(after: Self.delay, { [weak self] in self?.release() }) {
            timer = (scheduler, token)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        release()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        if let timer { timer.scheduler.cancel(timer.token) }
        timer = nil
    }

    /// Lets the content have the touch: failing releases the held began.
    private func release() {
        hasReleasedTouches = true
        if state == .possible { state = .failed }
    }
}
