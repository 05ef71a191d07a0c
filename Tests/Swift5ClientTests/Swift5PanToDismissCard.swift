import OpenUIKit

/// The pan-to-dismiss card of OpenUIKitTests (`PanToDismissCard`), compiled in Swift 5 language mode
/// as most apps still are: a card the user drags down to dismiss, written as iOS developers write it.
class Swift5PanToDismissCard: UIView {
    var onDismiss: (() -> Void)?
    private(set) var isDismissed = false
    private var restingCenter = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:", Swift5PanToDismissCard.handlePan))
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
