import Foundation

extension UIFontDescriptor {
    /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`, with UIKit's bit values.
    ///
    /// Fonts here draw bold (UIFont/weight semibold or heavier reports ``traitBold``), italic and
    /// monospace differently; the other traits are kept on descriptors and fonts but draw as the
    /// regular face.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits, as UIKit's `UIFontDescriptorSymbolicTraits`.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: a weight of semibold or heavier.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph has one advance width (a fixed-pitch face).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Laid out for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Tuned for UI text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing than the default.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing than the default.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
