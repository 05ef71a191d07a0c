import OpenUIKit

/// A card the user drags down to dismiss, written as iOS developers write it (only the import and the
/// `#selector` → typed `Selector` differ from a UIKit app): the card follows the finger, and on release
/// it is dismissed if dragged past half its height or flicked down faster than 1000 pt/s, else it
/// snaps back.
class PanToDismissCard: UIView {
    var onDismiss: (() -> Void)?
    private(set) var isDismissed = false
    private var restingCenter = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:", PanToDismissCard.handlePan))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = gesture.translation(in: container)
        switch gesture.state {
        case .began:
            restingCenter = center
        case .changed:
            center = CGPoint(x: restingCenter.x, y: restingCenter.y + max(translation.y, 0))
        case .ended:
            let velocity = gesture.velocity(in: container)
            if translation.y > bounds.height / 2 || velocity.y > 1000 {
                center = CGPoint(x: restingCenter.x, y: container.bounds.maxY + bounds.height)
                isDismissed = true
                onDismiss?()
            } else {
                center = restingCenter
            }
        case .cancelled:
            center = restingCenter
        default:
            break
        }
    }
}
