import Foundation

extension UIMenuElement {
    /// How a menu element looks and behaves, as UIKit's `UIMenuElement.Attributes` (same raw values).
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt
        /// Wraps UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown greyed out; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the element destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
