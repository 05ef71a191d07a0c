import OpenUIKit
import OpenUIKitTesting
import Testing

/// A checkbox written as iOS developers write one — a `UIControl` drawing itself in `draw(_:)` with
/// `UIBezierPath` and `UIGraphicsGetCurrentContext()` — compiling with only `import OpenUIKit` in
/// place of `import UIKit`. Its drawing is asserted from the recorded display list.
final class PortedCheckbox: UIControl {
    var isChecked = false {
        didSet { setNeedsDisplay() }
    }
    var boxColor: UIColor = .systemBlue
    var checkmarkColor: UIColor = .white
    var borderWidth: CGFloat = 2
    var cornerRadius: CGFloat = 4

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let boxRect = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
        let box = UIBezierPath(roundedRect: boxRect, cornerRadius: cornerRadius)
        box.lineWidth = borderWidth
        guard isChecked else {
            UIColor.systemGray.setStroke()
            box.stroke()
            return
        }
        boxColor.setFill()
        box.fill()
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 1, color: UIColor.black.withAlphaComponent(0.2).cgColor)
        let check = UIBezierPath()
        check.move(to: CGPoint(x: bounds.width * 0.25, y: bounds.height * 0.5))
        check.addLine(to: CGPoint(x: bounds.width * 0.42, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.75, y: bounds.height * 0.32))
        check.lineWidth = 2.5
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        checkmarkColor.setStroke()
        check.stroke()
        context.restoreGState()
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        isChecked.toggle()
        sendActions(for: .valueChanged)
    }
}

@MainActor
@Suite struct CheckboxPortingTests {
    @Test func uncheckedDrawsAGrayRoundedOutline() {
        let checkbox = PortedCheckbox(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
        let commands = checkbox.contentDisplayList.commands
        let box = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 22, height: 22), cornerRadius: 4)
        #expect(commands == [.strokePath(DisplayPath(box.cgPath.elements), color: .systemGray,
                                         style: PathStrokeStyle(lineWidth: 2), shadow: nil)])
    }

    @Test func tappingChecksAndDrawsAFilledBoxWithACheckmark() {
        let host = TestHost()
        let checkbox = PortedCheckbox(frame: CGRect(x: 10, y: 10, width: 24, height: 24))
        host.window.addSubview(checkbox)
        var changes = 0
        checkbox.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.tap(checkbox)
        #expect(checkbox.isChecked && changes == 1)
        let commands = checkbox.contentDisplayList.commands
        #expect(commands.count == 2)
        guard case let .fillPath(box, boxColor, rule, _) = commands.first,
              case let .strokePath(check, checkColor, style, shadow) = commands.last else {
            Issue.record("expected the box fill and the checkmark stroke: \(commands)")
            return
        }
        #expect(boxColor == .systemBlue && rule == .winding)
        #expect(box.bounds() == CGRect(x: 1, y: 1, width: 22, height: 22))
        #expect(checkColor == .white)
        #expect(style == PathStrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        #expect(check.elements == [.moveTo(CGPoint(x: 6, y: 12)), .lineTo(CGPoint(x: 24 * 0.42, y: 24 * 0.68)),
                                   .lineTo(CGPoint(x: 18, y: 24 * 0.32))])
        #expect(shadow?.offset == CGSize(width: 0, height: 1))
        host.tap(checkbox)
        #expect(!checkbox.isChecked && checkbox.contentDisplayList.commands.count == 1)
    }
}
