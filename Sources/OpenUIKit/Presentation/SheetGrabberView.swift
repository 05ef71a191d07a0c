import Foundation

/// The capsule on top of a card sheet (UIKit's private `_UIGrabber`): 36×5 points, 5 points below the
/// card's top edge, in iOS 15's light-mode grabber colour (the tertiary label grey). Drawn only; the
/// drag it suggests is the sheet's (`SheetDragController`).
@MainActor
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topMargin: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
