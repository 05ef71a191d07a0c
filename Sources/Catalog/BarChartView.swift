import Foundation
import OpenUIKit

/// A week of steps as a bar chart, drawn the old-fashioned way: `UIRectFill` for the background and
/// the bars, `UIRectFrame` for the plot's frame, `UIRectClip` so no bar leaves the plot, and a dashed
/// goal line stroked through the `CGContext` (`setLineDash`, `move`/`addLine`, `strokePath`).
@MainActor
final class BarChartView: UIView {
    /// Each day's value as a fraction of the plot's height.
    var values: [CGFloat] = [] {
        didSet { setNeedsDisplay() }
    }
    /// Where the goal line is drawn, as a fraction of the plot's height.
    var goal: CGFloat = 0.75 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.systemGray6.setFill()
        UIRectFill(bounds)
        let plot = bounds.insetBy(dx: 14, dy: 12)
        guard plot.width > 0, plot.height > 0, !values.isEmpty else { return }
        UIColor.systemGray4.setFill()
        UIRectFrame(plot)

        context.saveGState()
        UIRectClip(plot.insetBy(dx: 1, dy: 1))
        let slot = plot.width / CGFloat(values.count)
        for (day, value) in values.enumerated() {
            let height = plot.height * min(max(value, 0), 1.2)
            (value >= goal ? UIColor.systemGreen : UIColor.systemOrange).setFill()
            UIRectFill(CGRect(x: plot.minX + CGFloat(day) * slot + slot * 0.2, y: plot.maxY - height,
                              width: slot * 0.6, height: height))
        }
        context.restoreGState()

        let goalY = plot.maxY - plot.height * goal
        context.setLineDash(phase: 0, lengths: [5, 3])
        context.setLineWidth(1)
        context.setStrokeColor(UIColor.secondaryLabel.cgColor)
        context.move(to: CGPoint(x: plot.minX, y: goalY))
        context.addLine(to: CGPoint(x: plot.maxX, y: goalY))
        context.strokePath()
    }
}
