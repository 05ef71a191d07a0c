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

    /// The standard system font size, as `UIFont.systemFontSize` (14 pt on iOS).
    public static let systemFontSize: CGFloat = 14
    /// The small system font size, as `UIFont.smallSystemFontSize` (12 pt on iOS).
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of label text, as `UIFont.labelFontSize` (17 pt on iOS); `UILabel`'s default.
    public static let labelFontSize: CGFloat = 17
    /// The size of button text, as `UIFont.buttonFontSize` (18 pt on iOS). UIButton's system type
    /// itself uses a 15 pt title, as modern iOS does.
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
