import Foundation
import OpenUIKit

/// An activity-style progress ring drawn in `draw(_:)`: twelve tick marks placed by translating the
/// context to the center and rotating it a twelfth of a turn each (`saveGState`/`restoreGState` around
/// them), a grey track and the progress as an arc with round caps that starts at twelve o'clock.
@MainActor
final class ProgressRingView: UIView {
    /// The fraction shown, 0…1 (values outside are clamped when drawn).
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var ringColor: UIColor = .systemOrange
    private let lineWidth: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2 - 2
        guard radius > lineWidth else { return }

        context.saveGState()
        context.translateBy(x: center.x, y: center.y)
        UIColor.systemGray4.setFill()
        for _ in 0..<12 {
            context.rotate(by: .pi / 6)
            UIRectFill(CGRect(x: -1, y: -(radius - lineWidth - 2), width: 2, height: 6))
        }
        context.restoreGState()

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        ringColor.withAlphaComponent(0.2).setStroke()
        track.stroke()

        let fraction = min(max(progress, 0), 1)
        guard fraction > 0 else { return }
        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * fraction, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        ringColor.setStroke()
        arc.stroke()
    }
}
