import Foundation

/// Core Graphics' `CGContext` calls, recorded as display commands.
///
/// State follows Core Graphics: points added to the current path are mapped by the current
/// transform (CTM) as they are added; painting (`fillPath`, `strokePath`, `drawPath`) records the path
/// in the user space of the CTM at that moment with the CTM itself, so a stroke's width scales with it,
/// and empties the current path; `clip()` opens a ``DisplayCommand/beginClip(_:rule:)`` that
/// `restoreGState()` (or the end of drawing) closes. The shadow is drawn offset but unblurred by the
/// Cairo renderer (the blur still counts in the drawn area).
extension UIGraphicsContext {
    // MARK: State

    var state: GraphicsState {
        get { graphics.current }
        _modify { yield &graphics.current }
    }

    var savedStates: [GraphicsState] {
        get { graphics.saved }
        _modify { yield &graphics.saved }
    }

    var pathUnderConstruction: CGMutablePath? {
        get { graphicsStates?.path }
        set { graphics.path = newValue }
    }

    /// Pushes the graphics state (colors, line attributes, transform, alpha, shadow, clips), as `saveGState()`:
    /// drawing code brackets a temporary change with it, and ``restoreGState()`` undoes the change.
    public func saveGState() {
        savedStates.append(state)
        state.openClips = 0
    }

    /// Restores the last saved state, closing the clips opened since. Without a saved state Core
    /// Graphics logs an error and does nothing; so does this, with a diagnostic.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            Diagnostics.warn("graphics.unbalancedRestore", "restoreGState without a matching saveGState; ignored")
            return
        }
        for _ in 0..<state.openClips { append(.endClip) }
        state = saved
    }

    /// Closes every clip still open, at the end of drawing.
    func closeOpenClips() {
        guard graphicsStates != nil else { return }
        for _ in 0..<openClipCount { append(.endClip) }
        state.openClips = 0
        for index in savedStates.indices { savedStates[index].openClips = 0 }
    }

    /// How many clips are open, in the current state and the saved ones.
    private var openClipCount: Int {
        guard let graphicsStates else { return 0 }
        return graphicsStates.current.openClips + graphicsStates.saved.reduce(0) { $0 + $1.openClips }
    }

    /// The commands recorded so far with every open clip closed, as a finished drawing: what an image
    /// taken in the middle of drawing (`currentImage`) holds, while drawing goes on.
    var closedCommands: [DisplayCommand] {
        let open = openClipCount
        return open == 0 ? commands : commands + Array(repeating: .endClip, count: open)
    }

    /// The fill color of later fills, as `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.color }
    /// The stroke color of later strokes, as `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }

    /// The fill color from sRGB components, as `setFillColor(red:green:blue:alpha:)`; components are clamped to 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The stroke color from sRGB components, as `setStrokeColor(red:green:blue:alpha:)`; components are clamped to 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Line width in user space; Core Graphics ignores a negative width, as does this.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { return }
        state.stroke.lineWidth = width
    }

    /// How open ends of later strokes are drawn, as `setLineCap(_:)` (Core Graphics' default: butt).
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    /// How corners of later strokes are drawn, as `setLineJoin(_:)` (Core Graphics' default: miter).
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    /// The ratio past which a miter join is drawn beveled, as `setMiterLimit(_:)` (Core Graphics' default: 10).
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }

    /// A dash pattern (empty lengths: solid), as `setLineDash(phase:lengths:)`.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase
        state.stroke.dashLengths = lengths
    }

    /// The global alpha multiplying every later paint, as `setAlpha(_:)`.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }

    /// A shadow under later paints; a nil color removes it, as `setShadow(offset:blur:color:)`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { return state.shadow = nil }
        state.shadow = DisplayShadow(offset: offset, blur: max(blur, 0), color: color.color)
    }

    /// The default shadow color, black at a third opacity, as `setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Transform

    /// The current transform, as `ctm` (user space to the view's bounds coordinates).
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the origin of user space, as `translateBy(x:y:)`; points added afterwards are mapped through it.
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.translatedBy(x: x, y: y) }
    /// Scales user space, as `scaleBy(x:y:)`; a stroke's width scales with it, as in Core Graphics.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians, as `rotate(by:)` (positive turns clockwise on screen, since y points down).
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    /// Appends `transform` to the current transform, as `concatenate(_:)`.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Path construction

    private var path: CGMutablePath {
        if let pathUnderConstruction { return pathUnderConstruction }
        let created = CGMutablePath()
        pathUnderConstruction = created
        return created
    }

    /// Empties the current path, as `beginPath()`.
    public func beginPath() { pathUnderConstruction = nil }

    /// Whether the current path has no elements, as `isPathEmpty`: painting an empty path draws nothing.
    public var isPathEmpty: Bool { pathUnderConstruction?.isEmpty ?? true }

    /// The current point in user space, as `currentPointOfPath`.
    public var currentPointOfPath: CGPoint {
        (pathUnderConstruction?.currentPoint ?? .zero).applying(state.transform.inverted())
    }

    /// The current path's bounds (control points excluded) in user space, as `boundingBoxOfPath`.
    public var boundingBoxOfPath: CGRect {
        (pathUnderConstruction?.boundingBoxOfPath ?? .null).applying(state.transform.inverted())
    }

    /// Starts a new subpath at `point` (in user space), as `move(to:)`.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.transform) }
    /// Adds a straight line from the current point, as `addLine(to:)`; without a current point nothing is
    /// added (Core Graphics adds nothing either, and logs "no current point").
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.transform) }
    /// Adds a polyline through `points` as a new subpath, as `addLines(between:)`.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.transform) }

    /// Adds a quadratic Bézier curve from the current point, as `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.transform)
    }

    /// Adds a cubic Bézier curve from the current point, as `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }

    /// Adds a circular arc, joined to the current point by a line, as `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    /// `clockwise` is in Core Graphics' sense: in UIKit's flipped coordinates a "clockwise" arc turns
    /// counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: state.transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`,
    /// as `addArc(tangent1End:tangent2End:radius:)`: the usual way to round a corner.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.transform)
    }

    /// Adds a closed rectangle subpath, as `addRect(_:)`.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.transform) }
    /// Adds a closed rectangle subpath for each rectangle, as `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.transform) }
    /// Adds an ellipse fitting `rect` as a closed subpath, as `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.transform) }
    /// Adds a copy of `other`, mapped through the current transform, as `addPath(_:)`.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.transform) }
    /// Closes the current subpath with a line back to its start, as `closePath()`, so a stroke joins its ends.
    public func closePath() { pathUnderConstruction?.closeSubpath() }

    // MARK: Painting

    /// Fills the current path and empties it, as `fillPath(using:)`.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fill: rule, stroke: false)
    }

    /// Strokes the current path with the line attributes and empties it, as `strokePath()`.
    public func strokePath() {
        paint(fill: nil, stroke: true)
    }

    /// Fills and/or strokes the current path once, as `drawPath(using:)`.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: .winding, stroke: false)
        case .eoFill: paint(fill: .evenOdd, stroke: false)
        case .stroke: paint(fill: nil, stroke: true)
        case .fillStroke: paint(fill: .winding, stroke: true)
        case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills a rectangle with the fill color, as `fill(_:)`; the current path is left alone.
    public func fill(_ rect: CGRect) { paintShape(fill: .winding) { $0.addRect(rect, transform: state.transform) } }
    /// Fills each rectangle with the fill color, as `fill(_:)` with an array; the current path is left alone.
    public func fill(_ rects: [CGRect]) { paintShape(fill: .winding) { $0.addRects(rects, transform: state.transform) } }
    /// Fills the ellipse fitting `rect` with the fill color, as `fillEllipse(in:)`; the current path is left alone.
    public func fillEllipse(in rect: CGRect) {
        paintShape(fill: .winding) { $0.addEllipse(in: rect, transform: state.transform) }
    }

    /// Strokes a rectangle with the line attributes, centred on its edges, as `stroke(_:)`.
    public func stroke(_ rect: CGRect) { paintShape(fill: nil) { $0.addRect(rect, transform: state.transform) } }

    /// As `stroke(_:width:)`: the line width is set for this stroke only.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.stroke.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.stroke.lineWidth = saved
    }

    /// Strokes the ellipse fitting `rect` with the line attributes, as `strokeEllipse(in:)`; the current path is left alone.
    public func strokeEllipse(in rect: CGRect) {
        paintShape(fill: nil) { $0.addEllipse(in: rect, transform: state.transform) }
    }

    /// Strokes each pair of points as its own segment, as `strokeLineSegments(between:)`.
    public func strokeLineSegments(between points: [CGPoint]) {
        paintShape(fill: nil) { shape in
            for index in stride(from: 0, to: points.count - 1, by: 2) {
                shape.addLines(between: [points[index], points[index + 1]], transform: state.transform)
            }
        }
    }

    /// Intersects the clip with the current path's fill area and empties the path, as `clip(using:)`.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard let built = pathUnderConstruction else { return }
        pathUnderConstruction = nil
        beginClip(displayPath(built.elements), rule: rule)
    }

    /// Intersects the clip with a rectangle, as `clip(to:)`; the current path is left alone.
    public func clip(to rect: CGRect) {
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.transform)
        beginClip(displayPath(shape.elements), rule: .winding)
    }

    /// Draws `image` into `rect` (user space) as `UIImage.draw(in:blendMode:alpha:)` does: through the
    /// current transform, at `alpha` times the global alpha, under the current clip, combined by `mode`.
    /// A transform that only scales and moves places the image in the mapped rectangle; one that rotates
    /// or skews is recorded with the image (``DisplayCommand/transformed(_:by:)``), so the image turns
    /// with it — rotate-then-draw is how UIKit code rotates an image.
    func drawImage(_ image: UIImage, in rect: CGRect, blendMode mode: CGBlendMode, alpha: CGFloat) {
        let state = graphicsStates?.current
        let opacity = alpha * (state?.alpha ?? 1)
        guard let transform = state?.transform, !transform.isIdentity else {
            return blending(mode, within: rect) { draw(image, in: rect, alpha: opacity) }
        }
        let placed = rect.applying(transform)
        guard transform.b != 0 || transform.c != 0 else {
            return blending(mode, within: placed) { draw(image, in: placed, alpha: opacity) }
        }
        blending(mode, within: placed) {
            let start = commands.count
            draw(image, in: rect, alpha: opacity)
            guard commands.count == start + 1, let drawn = commands.last else { return }
            replaceLast(with: .transformed(drawn, by: transform))
        }
    }

    /// Fills a rectangle with the fill color combined by `mode`, as a renderer context's
    /// `fill(_:blendMode:)`.
    func fill(_ rect: CGRect, blendMode mode: CGBlendMode) {
        blending(mode, within: rect.applying(state.transform)) { fill(rect) }
    }

    /// Records what `draw` appends, wrapped in a ``DisplayCommand/blended(_:mode:within:)`` for a mode
    /// other than normal.
    private func blending(_ mode: CGBlendMode, within rect: CGRect, _ draw: () -> Void) {
        let start = commands.count
        draw()
        guard mode != .normal, commands.count == start + 1, let drawn = commands.last else { return }
        replaceLast(with: .blended(drawn, mode: mode, within: rect))
    }

    /// Paints `gradient` along `start`→`end` over the current clip, as `drawLinearGradient`, kept
    /// inside the drawing bounds (a view's bounds) as iOS keeps it inside the view's backing store.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else { return }
        let gradient = DisplayCommand.linearGradient(gradient, start: start, end: end, options: options,
                                                     transform: state.transform)
        guard let drawingBounds else { return append(gradient) }
        let area = CGMutablePath()
        area.addRect(drawingBounds)
        append(.beginClip(DisplayPath(area.elements), rule: .winding))
        append(gradient)
        append(.endClip)
    }

    private func paintShape(fill rule: CGPathFillRule?, _ build: (CGMutablePath) -> Void) {
        let shape = CGMutablePath()
        build(shape)
        paint(displayPath(shape.elements), fill: rule, stroke: rule == nil ? state.stroke : nil)
    }

    private func paint(fill rule: CGPathFillRule?, stroke: Bool) {
        guard let built = pathUnderConstruction else { return }
        pathUnderConstruction = nil
        paint(displayPath(built.elements), fill: rule, stroke: stroke ? state.stroke : nil)
    }

    /// Records a fill by `rule` and/or a stroke with `style` of `shape` in the current colors, alpha
    /// and shadow; a path with a non-finite point draws nothing.
    func paint(_ shape: DisplayPath, fill rule: CGPathFillRule?, stroke style: PathStrokeStyle?) {
        guard !shape.elements.isEmpty, shape.elements.allSatisfy({ $0.points.allSatisfy(\.isFinite) }) else { return }
        if let rule {
            let color = state.fillColor.multiplyingAlpha(by: state.alpha)
            if !color.isFullyTransparent {
                append(.fillPath(shape, color: color, rule: rule, shadow: state.shadow))
            }
        }
        if let style {
            let color = state.strokeColor.multiplyingAlpha(by: state.alpha)
            if !color.isFullyTransparent, style.lineWidth > 0, style.lineWidth.isFinite {
                append(.strokePath(shape, color: color, style: style, shadow: state.shadow))
            }
        }
    }

    /// Opens a clip to `shape`'s fill area, closed by `restoreGState()` or the end of drawing.
    func beginClip(_ shape: DisplayPath, rule: CGPathFillRule) {
        append(.beginClip(shape, rule: rule))
        state.openClips += 1
    }

    /// The path in the CTM's user space with the CTM, so a stroke is drawn in user space as Core
    /// Graphics draws it. With an identity (or singular) CTM the elements are kept as they are.
    private func displayPath(_ elements: [PathElement]) -> DisplayPath {
        let transform = state.transform
        guard !transform.isIdentity, transform.a * transform.d - transform.b * transform.c != 0 else {
            return DisplayPath(elements)
        }
        let inverse = transform.inverted()
        return DisplayPath(elements.map { $0.applying(inverse) }, transform: transform)
    }
}
