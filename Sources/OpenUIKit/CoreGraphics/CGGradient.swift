import Foundation

/// Color stops for a gradient, as Core Graphics' `CGGradient`; draw one with
/// `CGContext.drawLinearGradient(_:start:end:options:)`. Immutable, compared by its stops.
public final class CGGradient: Hashable, Sendable {
    /// The colors, in order.
    public let colors: [UIColor]
    /// Where each color lies, 0…1, increasing.
    public let locations: [CGFloat]

    /// As `CGGradient(colorsSpace:colors:locations:)`: `colors` holds ``CGColor``s; `locations` (nil
    /// spreads them evenly, 0 to 1) must have one entry per color. Core Graphics returns nil for
    /// an unusable request (no colors, an entry that is not a color, mismatched locations); so does
    /// this — nil is the whole report, as the type is usable off the main actor, where
    /// ``Diagnostics`` is not.
    public init?(colorsSpace: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let count = cgColors.count
        let spread = (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
        let stops = locations ?? spread
        guard stops.count == count, stops.allSatisfy(\.isFinite) else { return nil }
        self.colors = cgColors.map(\.color)
        self.locations = stops.map { min(max($0, 0), 1) }
    }

    /// Equal when the colors and locations are: two gradients made alike draw alike, so display lists
    /// holding them compare equal.
    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
        lhs.colors == rhs.colors && lhs.locations == rhs.locations
    }

    /// Hashes the colors and locations, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colors)
        hasher.combine(locations)
    }
}
