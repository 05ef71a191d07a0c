import Foundation

/// How a background is drawn, as UIKit's `UIBackgroundConfiguration` (iOS 14): a fill color (through an
/// optional transformer), rounded corners and a stroke. A button configuration keeps one in
/// ``UIButton/Configuration/background``; its style fills in the color when the app leaves it nil.
///
/// The stroke is drawn centred on the background's edge pushed out by ``strokeOutset``, as UIKit
/// documents ("the distance the stroke extends outside the background's bounds"), with the corner
/// radius grown by the same distance so the stroke follows the fill's corners.
public struct UIBackgroundConfiguration: Sendable {
    /// The fill color; nil lets the owner (a button's style) choose, and ``clear()`` has `.clear`.
    public var backgroundColor: UIColor?
    /// Changes ``backgroundColor`` (or the owner's choice) before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius of the fill and stroke, in points. A button configuration uses it only with
    /// ``UIButton/Configuration/CornerStyle/fixed``; its other corner styles choose their own.
    public var cornerRadius: CGFloat = 0
    /// The stroke color; nil (the default) draws no stroke.
    public var strokeColor: UIColor?
    /// The stroke's width, in points (0, the default, draws none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke's rectangle extends outside the background, in points.
    public var strokeOutset: CGFloat = 0

    /// An empty configuration: no color (the owner chooses), no corners, no stroke.
    public init() {}

    /// A transparent background, as UIKit's `UIBackgroundConfiguration.clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The background of a plain list's cell, as UIKit's `listPlainCell()`: the system background color.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The fill color drawn: ``backgroundColor`` (or `tintColor` when it is nil, as UIKit resolves a
    /// nil color against the view's tint), through ``backgroundColorTransformer``, as UIKit's
    /// `resolvedBackgroundColor(for:)`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// Draws the fill and stroke into `rect` of `context`, with `radius` for the corners and `fill` as
    /// the resolved fill color (nothing when it is transparent).
    @MainActor
    func draw(in rect: CGRect, fill: UIColor, radius: CGFloat, into context: UIGraphicsContext) {
        if !fill.isFullyTransparent { context.fill(rect, color: fill, cornerRadius: radius) }
        guard let strokeColor, strokeWidth > 0, !strokeColor.isFullyTransparent else { return }
        let outset = strokeOutset
        let strokeRect = rect.insetBy(dx: -outset, dy: -outset)
        context.stroke(strokeRect, color: strokeColor, lineWidth: strokeWidth, cornerRadius: max(radius + outset, 0))
    }
}
