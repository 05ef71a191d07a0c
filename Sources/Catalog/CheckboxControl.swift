import Foundation
import OpenUIKit

/// A checkbox that draws itself, as iOS developers write one: a `UIControl` subclass whose `draw(_:)`
/// paints a rounded box with `UIBezierPath` — an outline when clear, filled with a checkmark when
/// checked — and that toggles when a tap ends inside it. Like UIKit's own `UISwitch`, it sends
/// `.valueChanged` only for a change the user made, not when ``isChecked`` is set in code.
@MainActor
final class CheckboxControl: UIControl {
    /// Whether the box shows its checkmark. Setting it redraws the box (`setNeedsDisplay()`), as a
    /// view that draws itself must: UIKit keeps the last drawing until asked for a new one.
    var isChecked = false {
        didSet { if isChecked != oldValue { setNeedsDisplay() } }
    }
    /// The fill of a checked box.
    var checkedColor: UIColor = .systemGreen

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let box = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 7)
        box.lineWidth = 2
        guard isChecked else {
            UIColor.white.setFill()
            box.fill()
            UIColor.systemGray.setStroke()
            box.stroke()
            return
        }
        checkedColor.setFill()
        box.fill()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.27, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.43, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.34))
        check.lineWidth = 3
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }

    /// A tap that ends inside toggles the box; one dragged out and released does nothing, as a
    /// button's `.touchUpInside` does not fire.
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        isChecked.toggle()
        sendActions(for: .valueChanged)
    }
}
