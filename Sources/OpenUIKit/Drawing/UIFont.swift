import Foundation

/// A font description, as UIKit's `UIFont`: a family name, a point size and a weight.
///
/// The engine never rasterizes glyphs; a renderer maps the description to a real face (the Cairo/Pango
/// renderer maps the system font and "Helvetica" to DejaVu Sans). Immutable and `Sendable`.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Font weights with UIKit's `UIFont.Weight` raw values.
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name of the system font.
    public static let systemFontName = ".SFUI"

    public let fontName: String
    public let pointSize: CGFloat
    public let weight: Weight

    /// Creates a font. As UIKit's `UIFont(name:size:)` returns nil for an unusable request, this
    /// returns nil for an empty name or a size that is not a positive finite number.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty, size.isFinite, size > 0 else { return nil }
        self.fontName = name
        self.pointSize = size
        self.weight = name.lowercased().contains("bold") ? .bold : .regular
    }

    private init(systemSize: CGFloat, weight: Weight) {
        self.fontName = UIFont.systemFontName
        self.pointSize = systemSize.isFinite && systemSize > 0 ? systemSize : UIFont.systemFontSize
        self.weight = weight
    }

    /// UIKit's default system font size (17 pt, the size of body text and button titles).
    public static let systemFontSize: CGFloat = 17
    /// UIKit's small system font size, used by buttons of the small types.
    public static let smallSystemFontSize: CGFloat = 12
    /// UIKit's label font size.
    public static let labelFontSize: CGFloat = 17
    /// UIKit's button font size for the system button type (15 pt in UIKit's legacy metrics).
    public static let buttonFontSize: CGFloat = 18

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(systemSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(systemSize: size, weight: .bold)
    }

    /// The same family and weight at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        if fontName == UIFont.systemFontName { return .systemFont(ofSize: size, weight: weight) }
        return UIFont(name: fontName, size: size) ?? self
    }

    /// The distance from one baseline to the next for single-spaced text (1.2 × the point size,
    /// rounded up to whole points, like the default line height of typical system faces).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// Whether this is the system font rather than a named face.
    public var isSystemFont: Bool { fontName == UIFont.systemFontName }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt, weight \(weight.rawValue))" }
}
