import Foundation

extension UIFontDescriptor {
    /// A key of UIFontDescriptor/fontAttributes, as UIKit's `UIFontDescriptor.AttributeName`, with
    /// UIKit's strings.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the attribute.
        public let rawValue: String
        /// An attribute name from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits: a `[UIFontDescriptor.TraitKey: Any]` with the weight and symbolic traits.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The Dynamic Type text style (a UIFont/TextStyle) of a preferred font's descriptor.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary, as UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the trait.
        public let rawValue: String
        /// A trait key from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The weight: a UIFont/Weight (or its raw value as a number).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The symbolic traits: a ``UIFontDescriptor/SymbolicTraits`` (or its raw value as a number).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }
}
