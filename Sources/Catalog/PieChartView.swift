import Foundation
import OpenUIKit

/// A pie chart drawn in `draw(_:)`: each slice a `UIBezierPath` from the center along an arc and
/// back, filled in its color and outlined in white so the slices stand apart.
@MainActor
final class PieChartView: UIView {
    /// The slices, clockwise from twelve o'clock; each takes its share of the sum of the values.
    var slices: [(value: CGFloat, color: UIColor)] = [] {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let total = slices.reduce(0) { $0 + max($1.value, 0) }
        guard total > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        var angle = -CGFloat.pi / 2
        for slice in slices where slice.value > 0 {
            let end = angle + 2 * .pi * slice.value / total
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: radius, startAngle: angle, endAngle: end, clockwise: true)
            wedge.close()
            slice.color.setFill()
            wedge.fill()
            wedge.lineWidth = 2
            wedge.lineJoinStyle = .round
            UIColor.white.setStroke()
            wedge.stroke()
            angle = end
        }
    }
}
