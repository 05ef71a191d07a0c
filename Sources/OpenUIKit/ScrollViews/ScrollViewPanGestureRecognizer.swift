import Foundation

/// The scroll view's own pan recognizer (UIKit's private `UIScrollViewPanGestureRecognizer`): a plain
/// pan that also tells its scroll view when a finger touches down — to stop a moving list and start
/// tracking — and when the touch sequence is over.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view the recognizer drags (weak: the scroll view owns it).
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidTouchDown()
    }

    override func reset() {
        super.reset()
        scrollView?.fingersDidLift()
    }
}
