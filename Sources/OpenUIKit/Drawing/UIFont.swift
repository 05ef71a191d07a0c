import Foundation

/// A font description, as UIKit's `UIFont`: a family name, a point size, a weight and symbolic traits
/// (italic, monospace), plus — for a font made by ``preferredFont(forTextStyle:)`` or ``UIFontMetrics`` —
/// the text style it follows when the user's text size changes (Dynamic Type).
///
/// The engine never rasterizes glyphs; a renderer maps the description to a real face (the Cairo/Pango
/// renderer maps the system font and "Helvetica" to DejaVu Sans, italic to its oblique face and
/// monospace to DejaVu Sans Mono). Immutable and `Sendable`.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// Font weights with UIKit's `UIFont.Weight` raw values.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The weight on UIKit's scale, from -1 (lightest) through 0 (regular) to 1 (heaviest); renderers map it to the nearest face.
        public let rawValue: CGFloat
        /// A weight from its raw value on UIKit's scale, for weights between the named ones.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's ultra-light weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's thin weight (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's light weight (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's regular weight (0): the default of UIFont/systemFont(ofSize:weight:).
        public static let regular = Weight(rawValue: 0)
        /// UIKit's medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's semibold weight (0.3): bar button items in the done style use it.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's bold weight (0.4): UIFont/boldSystemFont(ofSize:).
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's black weight (0.62), the heaviest.
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from light to heavy by raw value, so code can pick the heavier of two.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name of the system font.
    public static let systemFontName = ".SFUI"

    /// The family name: UIFont/systemFontName for the system font, else the name given to UIFont/init(name:size:).
    public let fontName: String
    /// The size in points; always positive and finite.
    public let pointSize: CGFloat
    /// The weight; for a named font, bold when its name says "Bold" (as "Helvetica-Bold"), else regular.
    public let weight: Weight
    /// The symbolic traits other than bold (which ``weight`` carries): italic, monospace… For a named
    /// font, italic when its name says "Italic" or "Oblique".
    let styleTraits: UIFontDescriptor.SymbolicTraits
    /// The text style this font follows when the content size category changes; nil for a fixed font.
    let dynamicType: DynamicTypeScaling?

    /// Creates a font. As UIKit's `UIFont(name:size:)` returns nil for an unusable request, this
    /// returns nil for an empty name or a size that is not a positive finite number.
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty, size.isFinite, size > 0 else { return nil }
        let lowercased = name.lowercased()
        self.fontName = name
        self.pointSize = size
        self.weight = lowercased.contains("bold") ? .bold : .regular
        self.styleTraits = lowercased.contains("italic") || lowercased.contains("oblique") ? .traitItalic : []
        self.dynamicType = nil
    }

    /// Every field given; a size that is not a positive finite number becomes UIFont/systemFontSize.
    init(name: String, size: CGFloat, weight: Weight, traits: UIFontDescriptor.SymbolicTraits,
         dynamicType: DynamicTypeScaling?) {
        self.fontName = name
        self.pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        self.styleTraits = traits.subtracting(.traitBold)
        self.dynamicType = dynamicType
    }

    private convenience init(systemSize: CGFloat, weight: Weight, traits: UIFontDescriptor.SymbolicTraits = []) {
        self.init(name: UIFont.systemFontName, size: systemSize, weight: weight, traits: traits, dynamicType: nil)
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

    /// The system font at `size` and `weight`, as `UIFont.systemFont(ofSize:weight:)`; drawn with DejaVu Sans by
    /// the Cairo renderer, which stands in for San Francisco.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(systemSize: size, weight: weight)
    }

    /// The bold system font at `size`, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(systemSize: size, weight: .bold)
    }

    /// The italic system font at `size`, as `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(systemSize: size, weight: .regular, traits: .traitItalic)
    }

    /// The fixed-width system font at `size` and `weight`, as `UIFont.monospacedSystemFont(ofSize:weight:)`
    /// (SF Mono on iOS): every character has one advance width, for code and tabular text. Drawn with
    /// DejaVu Sans Mono by the Cairo renderer.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemSize: size, weight: weight, traits: .traitMonoSpace)
    }

    /// The system font with digits of one width, as `UIFont.monospacedDigitSystemFont(ofSize:weight:)`:
    /// counters and timers whose digits change don't jiggle. San Francisco needs a font feature for that;
    /// DejaVu Sans, which stands in for it, draws every digit with one advance width already, so this is
    /// the system font at `size` and `weight`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemSize: size, weight: weight)
    }

    /// The same family, weight and traits at another size, as UIKit's `withSize(_:)`. A size that is not a
    /// positive finite number keeps this font's size. The new size is fixed: a Dynamic Type font
    /// resized this way no longer follows its text style (use ``UIFontMetrics`` to scale a size).
    public func withSize(_ size: CGFloat) -> UIFont {
        guard size.isFinite, size > 0 else { return self }
        return UIFont(name: fontName, size: size, weight: weight, traits: styleTraits, dynamicType: nil)
    }

    /// The distance from one baseline to the next for single-spaced text (1.2 × the point size,
    /// rounded up to whole points, like the default line height of typical system faces).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// Whether this is the system font rather than a named face.
    public var isSystemFont: Bool { fontName == UIFont.systemFontName }

    /// Equal when the name, size, weight, traits and followed text style are, so two separately made
    /// fonts share text-layout caches, and a label given the Dynamic Type twin of its fixed font still
    /// learns that it should scale.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.styleTraits == rhs.styleTraits && lhs.dynamicType == rhs.dynamicType
    }

    /// Hashes the name, size and weight, consistent with `==` (fonts differing only in traits or text
    /// style are rare enough to share a bucket).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// The name, size and weight, for test failures and logs.
    public var description: String {
        var text = "UIFont(\(fontName), \(pointSize) pt, weight \(weight.rawValue)"
        if styleTraits.contains(.traitItalic) { text += ", italic" }
        if styleTraits.contains(.traitMonoSpace) { text += ", monospace" }
        if let dynamicType { text += ", \(dynamicType.textStyle.rawValue)" }
        return text + ")"
    }
}
