import Foundation

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`: progress rings,
/// check marks, dashed outlines.
///
/// The path is in the layer's coordinates and is not clipped to the bounds (unless
/// ``CALayer/masksToBounds``). It is filled first (``fillColor``, opaque black by default, by
/// ``fillRule``), then stroked (``strokeColor``, none by default) with ``lineWidth``, caps, joins and
/// dashes. ``strokeStart`` and ``strokeEnd`` trim the stroke (not the fill) to a fraction of the path's
/// length, measured over all its subpaths in order, as Core Animation measures it: a ring with
/// `strokeEnd = 0.6` strokes the first 60 % of its circle. A trimmed path's curves are followed as
/// fine polylines (64 segments per curve, under 0.01 point from the curve for a ring of 100 points).
open class CAShapeLayer: CALayer {
    var storedPath: CGPath?
    var storedFillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    var storedFillRule = CAShapeLayerFillRule.nonZero
    var storedStrokeColor: CGColor?
    var storedLineWidth: CGFloat = 1
    var storedLineCap = CAShapeLayerLineCap.butt
    var storedLineJoin = CAShapeLayerLineJoin.miter
    var storedMiterLimit: CGFloat = 10
    var storedLineDashPhase: CGFloat = 0
    var storedLineDashPattern: [NSNumber]?
    var storedStrokeStart: CGFloat = 0
    var storedStrokeEnd: CGFloat = 1

    /// A shape layer with Core Animation's defaults: no path, black fill, no stroke.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, shape properties included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func takeProperties(of other: CALayer) {
        super.takeProperties(of: other)
        guard let other = other as? CAShapeLayer else { return }
        storedPath = other.storedPath
        storedFillColor = other.storedFillColor
        storedFillRule = other.storedFillRule
        storedStrokeColor = other.storedStrokeColor
        storedLineWidth = other.storedLineWidth
        storedLineCap = other.storedLineCap
        storedLineJoin = other.storedLineJoin
        storedMiterLimit = other.storedMiterLimit
        storedLineDashPhase = other.storedLineDashPhase
        storedLineDashPattern = other.storedLineDashPattern
        storedStrokeStart = other.storedStrokeStart
        storedStrokeEnd = other.storedStrokeEnd
    }

    override func propertiesCopy() -> CALayer {
        CAShapeLayer(layer: self)
    }

    /// Returns nil, as ``CALayer``'s (no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The shape, in the layer's coordinates; nil draws nothing.
    open var path: CGPath? {
        get { storedPath }
        set { setProperty(.path, from: storedPath, to: newValue) { storedPath = $0 } }
    }

    /// The fill color: opaque black by default; nil fills nothing.
    open var fillColor: CGColor? {
        get { storedFillColor }
        set { setProperty(.fillColor, from: storedFillColor, to: newValue) { storedFillColor = $0 } }
    }

    /// How overlapping subpaths fill: ``CAShapeLayerFillRule/nonZero`` by default.
    open var fillRule: CAShapeLayerFillRule {
        get { storedFillRule }
        set { setProperty(.fillRule, from: storedFillRule, to: newValue) { storedFillRule = $0 } }
    }

    /// The stroke color: nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { storedStrokeColor }
        set { setProperty(.strokeColor, from: storedStrokeColor, to: newValue) { storedStrokeColor = $0 } }
    }

    /// The stroke's width, centred on the path: 1 by default. Negative or non-finite values count as 0.
    open var lineWidth: CGFloat {
        get { storedLineWidth }
        set {
            let width = newValue.isFinite ? max(newValue, 0) : 0
            setProperty(.lineWidth, from: storedLineWidth, to: width) { storedLineWidth = $0 }
        }
    }

    /// How open ends are drawn: ``CAShapeLayerLineCap/butt`` by default.
    open var lineCap: CAShapeLayerLineCap {
        get { storedLineCap }
        set { setProperty(.lineCap, from: storedLineCap, to: newValue) { storedLineCap = $0 } }
    }

    /// How corners are drawn: ``CAShapeLayerLineJoin/miter`` by default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { storedLineJoin }
        set { setProperty(.lineJoin, from: storedLineJoin, to: newValue) { storedLineJoin = $0 } }
    }

    /// The ratio past which a miter join is beveled: 10 by default. Non-finite values are ignored.
    open var miterLimit: CGFloat {
        get { storedMiterLimit }
        set {
            guard newValue.isFinite else { return }
            setProperty(.miterLimit, from: storedMiterLimit, to: newValue) { storedMiterLimit = $0 }
        }
    }

    /// How far into the dash pattern the stroke starts: 0 by default. Non-finite values are ignored.
    open var lineDashPhase: CGFloat {
        get { storedLineDashPhase }
        set {
            guard newValue.isFinite else { return }
            setProperty(.lineDashPhase, from: storedLineDashPhase, to: newValue) { storedLineDashPhase = $0 }
        }
    }

    /// Alternating painted and unpainted lengths of the stroke; nil (the default) or an empty array
    /// strokes solid. A pattern with a negative length, or only zeros, strokes solid, as Core Graphics.
    open var lineDashPattern: [NSNumber]? {
        get { storedLineDashPattern }
        set { setProperty(.lineDashPattern, from: storedLineDashPattern, to: newValue) { storedLineDashPattern = $0 } }
    }

    /// Where the stroke starts along the path, 0…1 of its length: 0 by default. Values are clamped
    /// to 0…1 when drawn; nothing is stroked when it is not below ``strokeEnd``.
    open var strokeStart: CGFloat {
        get { storedStrokeStart }
        set {
            guard !newValue.isNaN else { return }
            setProperty(.strokeStart, from: storedStrokeStart, to: newValue) { storedStrokeStart = $0 }
        }
    }

    /// Where the stroke ends along the path, 0…1 of its length: 1 by default (see ``strokeStart``).
    open var strokeEnd: CGFloat {
        get { storedStrokeEnd }
        set {
            guard !newValue.isNaN else { return }
            setProperty(.strokeEnd, from: storedStrokeEnd, to: newValue) { storedStrokeEnd = $0 }
        }
    }

    // MARK: Drawing

    /// The stroke's line attributes.
    private var strokeStyle: PathStrokeStyle {
        PathStrokeStyle(lineWidth: storedLineWidth, lineCap: storedLineCap.lineCap, lineJoin: storedLineJoin.lineJoin,
                        miterLimit: storedMiterLimit, dashLengths: (storedLineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                        dashPhase: storedLineDashPhase)
    }

    /// The stroked part of the path, between ``strokeStart`` and ``strokeEnd``; nil when nothing is
    /// stroked.
    private var strokedElements: [PathElement]? {
        guard let storedPath, storedStrokeColor != nil, storedLineWidth > 0 else { return nil }
        let start = min(max(storedStrokeStart, 0), 1), end = min(max(storedStrokeEnd, 0), 1)
        guard start < end else { return nil }
        if start == 0 && end == 1 { return storedPath.elements }
        return PathTrimmer(storedPath).elements(from: start, to: end)
    }

    override func appendClassContent(into commands: inout [DisplayCommand], bounds: CGRect) {
        guard let storedPath, !storedPath.isEmpty else { return }
        if let fill = storedFillColor?.color, !fill.isFullyTransparent {
            commands.append(.fillPath(DisplayPath(storedPath.elements), color: fill, rule: storedFillRule.pathFillRule,
                                      shadow: nil))
        }
        if let elements = strokedElements, let stroke = storedStrokeColor?.color, !stroke.isFullyTransparent {
            commands.append(.strokePath(DisplayPath(elements), color: stroke, style: strokeStyle, shadow: nil))
        }
    }

    override func classContentExtent(in bounds: CGRect) -> CGRect {
        guard let storedPath, !storedPath.isEmpty else { return .null }
        let reach = storedStrokeColor == nil ? 0 : strokeStyle.reach
        return DisplayPath(storedPath.elements).bounds(outset: reach)
    }

    override func classShadowShape(in bounds: CGRect) -> DisplayPath? {
        guard let storedPath, !storedPath.isEmpty else { return nil }
        return DisplayPath(storedPath.elements)
    }
}
