import Testing
import OpenUIKit
import OpenUIKitTesting

/// A card that expands as the user drags it up, scrubbing a property animator, and snaps open or
/// closed when the finger lifts — written as a UIKit app in Swift 5 mode writes it.
class Swift5ExpandingCardView: UIView {
    let card = UIView()
    private var animator: UIViewPropertyAnimator?
    private(set) var isExpanded = false
    let collapsedHeight: CGFloat = 120

    var collapsedFrame: CGRect {
        CGRect(x: 0, y: bounds.height - collapsedHeight, width: bounds.width, height: collapsedHeight)
    }

    var expandedFrame: CGRect {
        CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    func setUp() {
        card.backgroundColor = .systemBlue
        card.frame = collapsedFrame
        addSubview(card)
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:", Swift5ExpandingCardView.handlePan))
        card.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let distance = collapsedFrame.minY - expandedFrame.minY
        switch gesture.state {
        case .began:
            animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.85) {
                self.card.frame = self.expandedFrame
            }
            animator?.addCompletion { position in
                self.isExpanded = position == .end
            }
            animator?.pauseAnimation()
        case .changed:
            let translation = gesture.translation(in: self)
            animator?.fractionComplete = min(max(-translation.y / distance, 0), 1)
        case .ended, .cancelled:
            guard let animator = animator else { return }
            animator.isReversed = animator.fractionComplete < 0.4
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

/// A fade transition for presenting and dismissing, as apps write their transitioning delegate.
class Swift5FadeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Swift5FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Swift5FadeAnimator(presenting: false)
    }
}

class Swift5FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.alpha = self.presenting ? 1 : 0
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
@Suite struct Swift5TransitionsClientTests {
    @Test func aLongDragUpExpandsTheCardAndAShortOneSnapsItBack() {
        let host = TestHost()
        let view = Swift5ExpandingCardView(frame: host.window.bounds)
        host.window.addSubview(view)
        view.setUp()
        let start = CGPoint(x: view.card.frame.midX, y: view.card.frame.midY)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), steps: 10, duration: 0.5)
        host.advance(by: 1)
        #expect(view.isExpanded)
        #expect(view.card.frame == view.expandedFrame)

        let other = Swift5ExpandingCardView(frame: host.window.bounds)
        host.window.addSubview(other)
        other.setUp()
        let otherStart = CGPoint(x: other.card.frame.midX, y: other.card.frame.midY)
        host.drag(from: otherStart, to: CGPoint(x: otherStart.x, y: otherStart.y - 40), steps: 10, duration: 0.5)
        host.advance(by: 1)
        #expect(!other.isExpanded)
        #expect(other.card.frame == other.collapsedFrame)
    }

    @Test func aFadeTransitioningDelegatePresentsAndDismisses() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let delegate = Swift5FadeTransitionDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var presentedDone = false
        root.present(presented, animated: true) { presentedDone = true }
        host.advance(by: 0.3)
        #expect(presentedDone)
        #expect(presented.view.window != nil && presented.view.alpha == 1)
        root.dismiss(animated: true)
        host.advance(by: 0.3)
        #expect(root.presentedViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
    }
}
