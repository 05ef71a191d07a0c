import Foundation

/// A layer that fills its bounds with a color gradient, as Core Animation's `CAGradientLayer`.
///
/// ``colors`` (``CGColor``s) are spread along the line from ``startPoint`` to ``endPoint`` (unit
/// coordinates of the bounds: top to bottom by default) at ``locations`` (evenly when nil), and the end
/// colors extend past the ends. The gradient is clipped to the rounded bounds (``CALayer/cornerRadius``).
/// Only ``CAGradientLayerType/axial`` gradients are drawn: a radial or conic one draws nothing, with a
/// `layer.gradientTypeUnsupported` warning when it is set.
open class CAGradientLayer: CALayer {
    var storedColors: [CGColor]?
    var storedLocations: [NSNumber]?
    var storedStartPoint = CGPoint(x: 0.5, y: 0)
    var storedEndPoint = CGPoint(x: 0.5, y: 1)
    var storedType = CAGradientLayerType.axial

    /// A gradient layer with Core Animation's defaults: no colors, top to bottom, axial.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, gradient properties included when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func takeProperties(of other: CALayer) {
        super.takeProperties(of: other)
        guard let other = other as? CAGradientLayer else { return }
        storedColors = other.storedColors
        storedLocations = other.storedLocations
        storedStartPoint = other.storedStartPoint
        storedEndPoint = other.storedEndPoint
        storedType = other.storedType
    }

    override func propertiesCopy() -> CALayer {
        CAGradientLayer(layer: self)
    }

    /// Returns nil, as ``CALayer``'s (no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The gradient's colors, as ``CGColor``s (`UIColor.cgColor`), in order; entries that are not
    /// colors are skipped. Nil or empty draws nothing.
    open var colors: [Any]? {
        get { storedColors }
        set {
            let colors = newValue.map { $0.compactMap { $0 as? CGColor } }
            setProperty(.colors, from: storedColors, to: colors) { storedColors = $0 }
        }
    }

    /// Where each color lies along the gradient, 0…1, increasing; nil spreads the colors evenly. A
    /// list whose count differs from the colors' is ignored (even spread), as Core Animation draws it.
    open var locations: [NSNumber]? {
        get { storedLocations }
        set { setProperty(.locations, from: storedLocations, to: newValue) { storedLocations = $0 } }
    }

    /// Where the first color lies, in unit coordinates of the bounds: (0.5, 0), the top, by default.
    open var startPoint: CGPoint {
        get { storedStartPoint }
        set {
            guard newValue.isFinite else { return }
            setProperty(.startPoint, from: storedStartPoint, to: newValue) { storedStartPoint = $0 }
        }
    }

    /// Where the last color lies, in unit coordinates of the bounds: (0.5, 1), the bottom, by default.
    open var endPoint: CGPoint {
        get { storedEndPoint }
        set {
            guard newValue.isFinite else { return }
            setProperty(.endPoint, from: storedEndPoint, to: newValue) { storedEndPoint = $0 }
        }
    }

    /// The gradient's shape: ``CAGradientLayerType/axial`` by default, the only one drawn.
    open var type: CAGradientLayerType {
        get { storedType }
        set {
            if newValue != .axial {
                Diagnostics.warn("layer.gradientTypeUnsupported",
                                 "CAGradientLayer type \(newValue.rawValue) is not drawn by OpenUIKit; only axial gradients are.")
            }
            setProperty(.type, from: storedType, to: newValue) { storedType = $0 }
        }
    }

    // MARK: Drawing

    /// The gradient to draw, when there are colors.
    private var gradient: CGGradient? {
        guard let colors = storedColors, !colors.isEmpty, storedType == .axial else { return nil }
        let locations = storedLocations.flatMap { $0.count == colors.count ? $0.map { CGFloat($0.doubleValue) } : nil }
        return CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: locations)
    }

    override var classFillsBounds: Bool { gradient != nil }

    override func appendClassContent(into commands: inout [DisplayCommand], bounds: CGRect) {
        guard let gradient, bounds.isDrawable else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        commands.append(.beginClip(roundedShape(in: bounds), rule: .winding))
        commands.append(.linearGradient(gradient, start: point(storedStartPoint), end: point(storedEndPoint),
                                        options: [.drawsBeforeStartLocation, .drawsAfterEndLocation], transform: .identity))
        commands.append(.endClip)
    }
}
