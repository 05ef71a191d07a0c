import Foundation

/// A description of a font by its attributes, as UIKit's `UIFontDescriptor`: the way UIKit code asks
/// for a variant of a font — the bold or italic body font, a text style's font at a given weight — and
/// turns it into a font with UIFont/init(descriptor:size:).
///
/// Immutable and `Sendable`. It holds a font's name, size, weight, symbolic traits and (for a
/// preferred font) text style; ``fontAttributes`` and ``addingAttributes(_:)`` speak UIKit's attribute
/// dictionary for those and ignore other attributes (there are no font files to match them against).
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The font name (UIFont/systemFontName for the system font).
    let fontName: String
    /// The point size; 0 when the descriptor gives none.
    public let pointSize: CGFloat
    /// The weight.
    let weight: UIFont.Weight
    /// The traits other than bold (which ``weight`` carries).
    let styleTraits: SymbolicTraits
    /// The text style of a preferred font's descriptor, and how it scales.
    let dynamicType: DynamicTypeScaling?

    init(name: String, size: CGFloat, weight: UIFont.Weight, styleTraits: SymbolicTraits,
         dynamicType: DynamicTypeScaling?) {
        self.fontName = name
        self.pointSize = size.isFinite && size > 0 ? size : 0
        self.weight = weight
        self.styleTraits = styleTraits.subtracting(.traitBold)
        self.dynamicType = dynamicType
    }

    /// A descriptor for the font named `name` at `size`, as UIKit's `init(name:size:)`; a size that is
    /// not a positive finite number gives none.
    public convenience init(name: String, size: CGFloat) {
        self.init(fontAttributes: [.name: name, .size: size])
    }

    /// A descriptor from UIKit's attribute dictionary, as `init(fontAttributes:)` (see ``addingAttributes(_:)``).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let empty = UIFontDescriptor(name: UIFont.systemFontName, size: 0, weight: .regular, styleTraits: [],
                                     dynamicType: nil)
        let filled = empty.addingAttributes(attributes)
        self.init(name: filled.fontName, size: filled.pointSize, weight: filled.weight,
                  styleTraits: filled.styleTraits, dynamicType: filled.dynamicType)
    }

    /// The descriptor of the system font for `style` at the current content size category, as UIKit's
    /// `preferredFontDescriptor(withTextStyle:)`: the descriptor of UIFont/preferredFont(forTextStyle:).
    @MainActor public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the system font for `style` at the category of `traitCollection`, as UIKit's
    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
    @MainActor public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The symbolic traits: ``SymbolicTraits/traitBold`` for a semibold or heavier weight, plus the others.
    public var symbolicTraits: SymbolicTraits {
        weight >= .semibold ? styleTraits.union(.traitBold) : styleTraits
    }

    /// The same font with exactly `traits`, as UIKit's `withSymbolicTraits(_:)`: adding
    /// ``SymbolicTraits/traitBold`` makes the weight at least bold, leaving it out of a bold descriptor
    /// makes it regular. UIKit returns nil when no installed font has the traits; every system face has
    /// a bold, italic and monospaced variant here, so this never does.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let newWeight: UIFont.Weight = traits.contains(.traitBold)
            ? max(weight, .bold) : (weight >= .semibold ? .regular : weight)
        return UIFontDescriptor(name: fontName, size: pointSize, weight: newWeight, styleTraits: traits,
                                dynamicType: dynamicType)
    }

    /// The same font at `newPointSize`, as UIKit's `withSize(_:)`.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: fontName, size: newPointSize, weight: weight, styleTraits: styleTraits,
                         dynamicType: dynamicType)
    }

    /// The attributes as UIKit's dictionary: the name, the size (when there is one), the traits (weight
    /// and symbolic traits) and the text style of a preferred font.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .name: fontName,
            .traits: [TraitKey.weight: weight, TraitKey.symbolic: symbolicTraits] as [TraitKey: Any],
        ]
        if pointSize > 0 { attributes[.size] = pointSize }
        if let dynamicType { attributes[.textStyle] = dynamicType.textStyle }
        return attributes
    }

    /// This descriptor with `attributes` applied over it, as UIKit's `addingAttributes(_:)`. Understood:
    /// ``AttributeName/name`` and ``AttributeName/family`` (a `String`), ``AttributeName/size`` (a
    /// number), ``AttributeName/traits`` (``TraitKey/weight`` as a UIFont/Weight or number,
    /// ``TraitKey/symbolic`` as ``SymbolicTraits`` or a number) and ``AttributeName/textStyle`` (a
    /// UIFont/TextStyle or its string). Values of another type, and other attributes, are ignored.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var name = fontName
        var size = pointSize
        var weight = weight
        var traits = symbolicTraits
        var dynamicType = dynamicType
        if let family = attributes[.family] as? String, !family.isEmpty { name = family }
        if let fontName = attributes[.name] as? String, !fontName.isEmpty, let named = UIFont(name: fontName, size: 1) {
            // A face name says its weight and slant ("Helvetica-BoldOblique"), as UIFont(name:size:) reads them.
            name = fontName
            weight = max(weight, named.weight)
            traits.formUnion(named.styleTraits)
        }
        if let value = attributes[.size].flatMap(Self.number) { size = value }
        if let traitAttributes = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traitAttributes[.symbolic] {
                if let value = symbolic as? SymbolicTraits { traits = value }
                else if let value = Self.number(symbolic) { traits = SymbolicTraits(rawValue: UInt32(clamping: Int(value))) }
                if traits.contains(.traitBold) { weight = max(weight, .bold) } else if weight >= .semibold { weight = .regular }
            }
            if let value = traitAttributes[.weight] {
                if let named = value as? UIFont.Weight { weight = named }
                else if let raw = Self.number(value) { weight = UIFont.Weight(rawValue: raw) }
            }
        }
        if let style = (attributes[.textStyle] as? UIFont.TextStyle)
            ?? (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) {
            dynamicType = DynamicTypeScaling(textStyle: style, baseSize: nil, maximumPointSize: nil)
        }
        return UIFontDescriptor(name: name, size: size, weight: weight, styleTraits: traits, dynamicType: dynamicType)
    }

    /// A finite number given as any of the numeric types attribute dictionaries hold.
    private static func number(_ value: Any) -> CGFloat? {
        let number: CGFloat? = switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Equal when every attribute is: the size, and the font made at it.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.font == rhs.font
    }

    /// Hashes the size and the font made at it, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(font)
    }

    /// The font this describes at its own size (UIFont/systemFontSize when it gives none).
    private var font: UIFont { UIFont(descriptor: self, size: 0) }

    /// The attributes, for test failures and logs.
    public var description: String {
        "UIFontDescriptor(\(fontName), \(pointSize) pt, weight \(weight.rawValue), traits \(symbolicTraits.rawValue))"
    }
}
