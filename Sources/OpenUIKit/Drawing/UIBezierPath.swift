import Foundation

/// A path with its own line attributes, as UIKit's `UIBezierPath`: built from lines, curves and
/// arcs, then filled, stroked or used as a clip in the current context (``UIGraphicsGetCurrentContext()``).
///
/// Differences from UIKit, each a choice where exact replication would cost more than it gives:
/// rounded rectangles use circular corners (iOS 7+ draws a "continuous" curve that differs by under a
/// point at common radii), and `byRoundingCorners:cornerRadii:` uses the radii's width for both axes,
/// as UIKit does in practice.
public class UIBezierPath {
    private let path: CGMutablePath

    /// Line width, 1 by default, as UIKit.
    public var lineWidth: CGFloat = 1
    /// How the open ends of a stroke are drawn, as `lineCapStyle` (butt by default, as UIKit).
    public var lineCapStyle: CGLineCap = .butt
    /// How the corners of a stroke are drawn, as `lineJoinStyle` (miter by default, as UIKit).
    public var lineJoinStyle: CGLineJoin = .miter
    /// The ratio past which a miter join is drawn beveled, as `miterLimit` (10 by default, as UIKit).
    public var miterLimit: CGFloat = 10
    /// Kept for source compatibility: curves are drawn by the renderer at its own precision.
    public var flatness: CGFloat = 0.6
    /// Whether ``fill()``, ``contains(_:)`` and ``addClip()`` use the even-odd rule instead of
    /// non-zero winding.
    public var usesEvenOddFillRule = false
    private var dashLengths: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path, to build with `move(to:)`, `addLine(to:)` and the other construction calls.
    public init() {
        path = CGMutablePath()
    }

    /// A closed rectangle, as `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, as `init(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`, clamped to half the shorter side as
    /// UIKit clamps it.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, as `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), rect.width / 2, rect.height / 2) : 0
        func cornerSize(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero }
        path.addRoundedRect(rect, topLeft: cornerSize(.topLeft), topRight: cornerSize(.topRight),
                            bottomRight: cornerSize(.bottomRight), bottomLeft: cornerSize(.bottomLeft), transform: .identity)
    }

    /// An arc of a circle as its own subpath, as `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements, as `init(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The elements as an immutable ``CGPath``; setting replaces them.
    public var cgPath: CGPath {
        get { path.copy() }
        set { path.elements = newValue.elements }
    }

    // MARK: Construction

    /// Starts a new subpath at `point`, as `move(to:)`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line from the current point, as `addLine(to:)`; with no current point nothing is
    /// added (UIKit raises; a bad path must not crash the app).
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a quadratic Bézier curve from the current point, as `addQuadCurve(to:controlPoint:)`.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }

    /// Adds a cubic Bézier curve from the current point, as `addCurve(to:controlPoint1:controlPoint2:)`.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc; `clockwise` is on screen (increasing angles in UIKit's flipped coordinates), the
    /// opposite of Core Graphics' flag, as UIKit documents. A line joins it to the current point.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start, as `close()`, so a stroke joins its ends.
    public func close() { path.closeSubpath() }
    /// Empties the path, as `removeAllPoints()`, keeping its line attributes for the next shape.
    public func removeAllPoints() { path.elements.removeAll() }

    /// Appends `other`'s elements, as `append(_:)`.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Maps every point by `transform`, as `apply(_:)`.
    public func apply(_ transform: CGAffineTransform) {
        path.elements = path.elements.map { $0.applying(transform) }
    }

    /// A dash pattern (nil or zero count: solid), as `setLineDash(_:count:phase:)`.
    public func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        dashLengths = Array((pattern ?? []).prefix(max(count, 0)))
        dashPhase = phase
    }

    // MARK: Reading

    /// Whether the path has no elements, as `isEmpty`: filling or stroking an empty path draws nothing.
    public var isEmpty: Bool { path.isEmpty }
    /// Where the next line or curve starts, as `currentPoint`: the end of the last element (the subpath's
    /// start after `close()`), zero for an empty path.
    public var currentPoint: CGPoint { path.currentPoint }
    /// Bounds holding every point, control points included, as UIKit documents `bounds`.
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// Whether a fill would paint `point`, by the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: fillRule)
    }

    /// The line attributes as one value.
    public var strokeStyle: PathStrokeStyle {
        PathStrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                        dashLengths: dashLengths, dashPhase: dashPhase)
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    // MARK: Drawing

    /// Fills the path in the context's fill color (``UIColor/setFill()``), its transform applying.
    @MainActor public func fill() {
        guard let context = UIGraphicsContext.currentOrWarning("UIBezierPath.fill") else { return }
        context.paint(DisplayPath(path.elements, transform: context.ctm), fill: fillRule, stroke: nil)
    }

    /// Strokes the path with its own line attributes in the context's stroke color.
    @MainActor public func stroke() {
        guard let context = UIGraphicsContext.currentOrWarning("UIBezierPath.stroke") else { return }
        context.paint(DisplayPath(path.elements, transform: context.ctm), fill: nil, stroke: strokeStyle)
    }

    /// Intersects the context's clip with the path's fill area, as `addClip()`.
    @MainActor public func addClip() {
        guard let context = UIGraphicsContext.currentOrWarning("UIBezierPath.addClip") else { return }
        context.beginClip(DisplayPath(path.elements, transform: context.ctm), rule: fillRule)
    }
}
