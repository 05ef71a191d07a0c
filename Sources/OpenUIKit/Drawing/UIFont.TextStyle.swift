import Foundation

extension UIFont {
    /// A semantic text style, as UIKit's `UIFont.TextStyle`: what the text is (a headline, body text, a
    /// caption) rather than a size, so ``UIFont/preferredFont(forTextStyle:)`` can size it for the
    /// user's text size (Dynamic Type). String-backed with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the style (`UICTFontTextStyleBody`…).
        public let rawValue: String

        /// A style from UIKit's string. An unknown string is kept; fonts for it are sized as ``body``.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title: 34 pt at the default text size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 pt at the default text size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 pt at the default text size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 pt at the default text size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A headline: semibold 17 pt at the default text size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading: 15 pt at the default text size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt at the default text size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// A callout: 16 pt at the default text size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// A footnote: 13 pt at the default text size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// A standard caption: 12 pt at the default text size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// An alternate caption: 11 pt at the default text size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
