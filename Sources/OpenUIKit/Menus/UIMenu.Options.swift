import Foundation

extension UIMenu {
    /// How a menu shows its children, as UIKit's `UIMenu.Options` (same raw values).
    public struct Options: OptionSet, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt
        /// Wraps UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A child menu's elements are shown in place, between separators, rather than behind a row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title and its row are red: its elements destroy data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action is `.on`: choosing one turns the others off (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The elements are shown as a row of small icons (iOS 17). Stored; OpenUIKit shows rows.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
