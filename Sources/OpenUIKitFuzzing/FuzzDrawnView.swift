import OpenUIKit

/// A view that draws itself in `draw(_:)` with `UIBezierPath` and `CGContext` calls, as app code
/// does, its picture a function of ``phase``: the fuzz scenes' drawn views (every third plain view).
/// Each time step moves every drawn view's phase on (``FuzzScene/advanceDrawnViews()``), so their
/// content is recorded again and again through `setNeedsDisplay()`, under the same geometry churn,
/// presentations and input as the other views. The picture holds every kind of drawing app code
/// does in `draw(_:)`: paths, a string drawn with attributes and an image made in code.
@MainActor
final class FuzzDrawnView: UIView {
    /// What the picture shows. Setting it asks for a redraw, as a UIKit view's drawing property does.
    var phase = 0 {
        didSet { if phase != oldValue { setNeedsDisplay() } }
    }
    /// The phase the last `draw(_:)` drew: the recorded content must show the current one.
    private(set) var drawnPhase: Int?

    /// Strokes a line from edge to edge, half of it past the bounds, as a careless `draw(_:)` does:
    /// UIKit clips `draw(_:)` to the bounds (it paints into the view's backing store), so the part
    /// outside must never show — the pixel check sees it if it does (``UIView/clipsOwnDrawing``;
    /// unclipped, it left stale pixels in 13 of the 30 fixed seeds).
    override func draw(_ rect: CGRect) {
        drawnPhase = phase
        let bounds = self.bounds
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let step = CGFloat(phase % 4) / 4
        UIColor(red: step, green: 0.4, blue: 1 - step, alpha: 1).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: bounds.width / 8, dy: bounds.height / 8)).fill()
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: bounds.minX - 4, y: bounds.minY + step * bounds.height))
        context.addLine(to: CGPoint(x: bounds.maxX + 4, y: bounds.maxY - step * bounds.height))
        context.strokePath()
        // A string drawn from just left of the bounds, as UIKit's `draw(at:withAttributes:)`: its
        // first glyphs fall outside and are clipped like the line.
        "\(phase)".draw(at: CGPoint(x: bounds.minX - 3, y: bounds.minY),
                         withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.black])
        swatch(step: step).draw(in: CGRect(x: bounds.maxX - 6, y: bounds.maxY - 6, width: 8, height: 8))
    }

    /// The images made so far, one per picture (``phase`` modulo 4), each made once.
    private var swatches: [CGFloat: UIImage] = [:]

    /// A small image made in code, as app code makes one with `UIGraphicsImageRenderer` and keeps it:
    /// its colour follows the phase, so each redraw draws a different image.
    private func swatch(step: CGFloat) -> UIImage {
        if let swatch = swatches[step] { return swatch }
        let swatch = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor(red: 1 - step, green: step, blue: 0.2, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        swatches[step] = swatch
        return swatch
    }
}
