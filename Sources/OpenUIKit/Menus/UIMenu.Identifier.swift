import Foundation

extension UIMenu {
    /// A name that identifies a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Wraps `rawValue`, as UIKit's `UIMenu.Identifier(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The unlabelled spelling UIKit code uses, as in `UIMenu.Identifier("com.example.sort")`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
