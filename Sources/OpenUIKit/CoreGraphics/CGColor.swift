import Foundation

/// A color as Core Graphics holds it (`CGColor`): sRGB components with alpha, immutable.
///
/// UIKit code meets it as `UIColor.cgColor` (what `CGContext.setFillColor(_:)` takes) and turns it
/// back with `UIColor(cgColor:)`; both keep the components exactly.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }

    /// As `CGColor(red:green:blue:alpha:)`; components are clamped to 0…1 as ``UIColor`` clamps them.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// As `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(UIColor(white: gray, alpha: alpha))
    }

    /// The opacity, 0…1, as `CGColor.alpha`.
    public var alpha: CGFloat { color.alpha }

    /// The components in the color's space: `[white, alpha]` for a gray, `[red, green, blue, alpha]`
    /// otherwise, as Core Graphics reports them.
    public var components: [CGFloat]? {
        color.isGrayscale ? [color.red, color.alpha] : [color.red, color.green, color.blue, color.alpha]
    }

    /// How many components components holds, alpha included (2 for a gray, 4 otherwise), as
    /// `numberOfComponents`.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same color with another alpha, as `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }

    /// Equal when the colors' components are, as `CFEqual` compares colors in one space.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the color, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    /// The components, for test failures and logs.
    public var description: String { "CGColor(\(components ?? []))" }
}
